import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, imageSources, LoadFailed, Placeholder, ShopOutlined, TitledSection, useDeferredQuery } from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';
import { useStoreCategories } from '../api/get-store-categories';
import './store-categories.css';
import { paths } from '@souq/routes';

const PLACEHOLDERS = [1, 2, 3, 4, 5, 6];

export function StoreCategories() {
  const { t } = useTranslation(NS);
  const stores = useDeferredQuery(useStoreCategories());
  return (
    <TitledSection className="souq-stores" headingId="souq-stores-title" heading={t('stores.title')}>
      {stores.isError ? (
        <LoadFailed onRetry={() => void stores.refetch()} error={stores.error} />
      ) : stores.isPending ? (
        <div className="souq-stores__grid" data-testid="stores-skeleton">
          {PLACEHOLDERS.slice(0, 4).map((i) => (
            <Placeholder key={i} shape="block" height={76} />
          ))}
        </div>
      ) : (stores.data ?? []).length === 0 ? (
        <EmptyState message={t('stores.empty')} />
      ) : (
        <ul className="souq-stores__grid">
          {(stores.data ?? []).map((s) => (
            <li key={s.id}>
              <Link
                to={paths.userProducts.getHref({ id: s.id })}
                className="souq-store-card"
                aria-label={t('stores.open', { name: s.name })}
              >
                {s.image ? (
                  <img {...imageSources(s.image, '48px')} alt="" width={48} height={48} loading="lazy" />
                ) : (
                  <ShopOutlined className="souq-store-card__icon" />
                )}
                <span>{s.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
