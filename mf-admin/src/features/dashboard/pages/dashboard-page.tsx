import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLocale, formatDate } from '@souq/i18n';
import { paths, ROUTES_NS } from '@souq/routes';
import { formatAmount, formatMoney, LoadFailed, Placeholder } from '@souq/ui';
import { BarChart, LineChart } from '@/components/charts';
import { ConsoleLayout } from '@/components/console-layout';
import { NS } from '@/config/namespace';
import { useDashboard } from '../api/get-dashboard';

function Stat({ label, value, to }: { label: string; value: string | number; to?: string }) {
  const body = (
    <>
      <div className="ad-stat__label">{label}</div>
      <div className="ad-stat__value">{value}</div>
    </>
  );
  return <div className="ad-stat">{to ? <Link to={to}>{body}</Link> : body}</div>;
}

/**
 * A card of several labelled figures (e.g. how many settlement requests and their amount): each
 * figure under its own label, isolated (`bdi`) so an amount with its currency reads in order in
 * either direction.
 */
function FiguresStat({ label, figures, to }: { label: string; figures: { label: string; value: string }[]; to: string }) {
  return (
    <div className="ad-stat">
      <Link to={to}>
        <div className="ad-stat__label">{label}</div>
        <dl className="ad-stat__figures">
          {figures.map((f) => (
            <div key={f.label}>
              <dt className="ad-stat__label">{f.label}</dt>
              <dd className="ad-stat__value">
                <bdi>{f.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </Link>
    </div>
  );
}

/** /admin: what waits for an answer first, then the week's and month's figures and trends. */
export default function DashboardPage() {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const dashboard = useDashboard();
  const money = (n: number) => formatMoney(n, locale);
  const day = (iso: string) => formatDate(iso, locale, 'date');

  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminDashboard`)}>
      {dashboard.isPending ? (
        <Placeholder lines={8} />
      ) : dashboard.isError ? (
        <LoadFailed onRetry={() => void dashboard.refetch()} error={dashboard.error} />
      ) : (
        (() => {
          const { counts, money: m, orders_by_state, series } = dashboard.data;
          return (
            <>
              <h2 className="ad-chart__title">{t('dashboard.waiting')}</h2>
              <div className="ad-grid">
                <Stat label={t('dashboard.providersAwaiting')} value={counts.providers_awaiting} to={paths.adminProviders.getHref()} />
                <Stat label={t('dashboard.productsAwaiting')} value={counts.products_awaiting} to={paths.adminProducts.getHref()} />
                <Stat label={t('dashboard.openComplaints')} value={counts.open_complaints} to={paths.adminComplaints.getHref()} />
                <FiguresStat
                  label={t('dashboard.pendingSettlements')}
                  to={paths.adminSettlements.getHref()}
                  figures={[
                    { label: t('dashboard.requests'), value: formatAmount(counts.pending_settlements, locale) },
                    { label: t('dashboard.totalAmount'), value: money(counts.pending_settlements_amount) },
                  ]}
                />
              </div>
              <h2 className="ad-chart__title" style={{ marginBlockStart: 16 }}>
                {t('dashboard.people')}
              </h2>
              <div className="ad-grid">
                <Stat label={t('dashboard.customers')} value={counts.customers} />
                <Stat label={t('dashboard.providers')} value={counts.providers} />
                <Stat label={t('dashboard.newCustomersWeek')} value={counts.new_customers_week} />
                <Stat label={t('dashboard.newCustomersMonth')} value={counts.new_customers_month} />
                <Stat label={t('dashboard.newProvidersWeek')} value={counts.new_providers_week} />
                <Stat label={t('dashboard.newProvidersMonth')} value={counts.new_providers_month} />
              </div>
              <h2 className="ad-chart__title" style={{ marginBlockStart: 16 }}>
                {t('dashboard.money')}
              </h2>
              <div className="ad-grid ad-grid--wide">
                {(['week', 'month'] as const).map((period) => (
                  <div key={period} className="ad-stat">
                    <div className="ad-stat__label">{t(`dashboard.${period}`)}</div>
                    <dl className="ad-dl">
                      <dt>{t('dashboard.sales')}</dt>
                      <dd>{money(m[period].sales)}</dd>
                      <dt>{t('dashboard.vat')}</dt>
                      <dd>{money(m[period].vat)}</dd>
                      <dt>{t('dashboard.commission')}</dt>
                      <dd>{money(m[period].commission)}</dd>
                      <dt>{t('dashboard.paidOrders')}</dt>
                      <dd>{m[period].orders}</dd>
                    </dl>
                  </div>
                ))}
              </div>
              <div className="ad-charts">
                <BarChart
                  title={t('dashboard.ordersByState')}
                  points={orders_by_state.map((o) => ({
                    label: o.kind === 'store' ? `${o.label} (${t('orderKind.storeShort')})` : o.label,
                    value: o.count,
                  }))}
                />
                <LineChart
                  title={t('dashboard.salesTrend')}
                  points={series.map((s) => ({ label: day(s.date), value: s.sales }))}
                  format={money}
                />
                <LineChart title={t('dashboard.ordersTrend')} points={series.map((s) => ({ label: day(s.date), value: s.orders }))} />
                <LineChart
                  title={t('dashboard.newCustomersTrend')}
                  points={series.map((s) => ({ label: day(s.date), value: s.new_customers }))}
                />
                <LineChart
                  title={t('dashboard.newProvidersTrend')}
                  points={series.map((s) => ({ label: day(s.date), value: s.new_providers }))}
                />
              </div>
            </>
          );
        })()
      )}
    </ConsoleLayout>
  );
}
