/**
 * The frame both order lists share (/userOrder, /providerOrder): the page title, one tab per
 * status kept in `?status=` (an unknown value opens the first tab), and the list skeleton.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Placeholder, Tabs } from '@souq/ui';
import { NS } from '@/config/namespace';
import './orders.css';

export function OrdersSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <ul className="orders-list" aria-busy="true" data-testid="orders-skeleton">
      <li className="souq-visually-hidden">{t('loading')}</li>
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="orders-panel orders-card orders-card--skeleton">
          <Placeholder shape="block" height={22} width="50%" />
          <Placeholder lines={3} />
        </li>
      ))}
    </ul>
  );
}

export interface StatusTabsPageProps {
  title: string;
  tabsLabel: string;
  statuses: readonly number[];
  labelOf: (status: number) => string;
  renderTab: (status: number) => ReactNode;
}

export function StatusTabsPage({ title, tabsLabel, statuses, labelOf, renderTab }: StatusTabsPageProps) {
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get('status'));
  const status = statuses.includes(fromUrl) ? fromUrl : statuses[0];
  return (
    <div className="souq-container orders-page">
      <h1 className="orders-page__title">{title}</h1>
      <Tabs
        aria-label={tabsLabel}
        activeKey={String(status)}
        onChange={(key) => setParams({ status: key }, { replace: true })}
        destroyOnHidden
        items={statuses.map((s) => ({ key: String(s), label: labelOf(s), children: renderTab(s) }))}
      />
    </div>
  );
}
