import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, Placeholder, ShopOutlined } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import { useStoreCategories } from '../../api/get-store-categories';
import { Disclosure } from './disclosure';
import { paths } from '@souq/routes';

export function StoresPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStoreCategories();
  if (stores.isPending) return <Placeholder lines={3} />;
  const list = stores.data ?? [];
  if (list.length === 0) return <EmptyState message={t('header.noStores')} />;
  return (
    <ul className="souq-stores-panel" aria-label={t('header.stores')}>
      {list.map((s) => (
        <li key={s.id}>
          <Link className="souq-menu-item" to={paths.userProducts.getHref({ id: s.id })} onClick={onNavigate}>
            {s.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function StoresMenu() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Disclosure label={t('header.stores')} icon={<ShopOutlined />} narrow>
      {(close) => <StoresPanel onNavigate={close} />}
    </Disclosure>
  );
}
