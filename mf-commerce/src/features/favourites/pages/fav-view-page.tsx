/** /favView and /FavView — the customer's favourite products; taking the heart off removes the card. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, ROUTES_NS } from '@souq/routes';
import { EmptyState, LoadFailed } from '@souq/ui';
import { NS } from '@/config/namespace';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-card';
import { useFavorites } from '@/lib/api/favorites';
import '../i18n';
import '@/components/store.css';

export default function FavViewPage() {
  const { t } = useTranslation(NS);
  const favorites = useFavorites();
  return (
    <div className="souq-container store-page">
      <header className="souq-page-head">
        <h1 className="store-page__title">{t(`${ROUTES_NS}:favView`)}</h1>
      </header>
      {favorites.isPending ? (
        <ProductGridSkeleton count={4} />
      ) : favorites.isError ? (
        <LoadFailed onRetry={() => void favorites.refetch()} compact={false} error={favorites.error} />
      ) : favorites.data.length === 0 ? (
        <EmptyState message={t('favorites.empty')} action={<Link to={paths.home.getHref()}>{t('favorites.browse')}</Link>} />
      ) : (
        <ProductGrid products={favorites.data} />
      )}
    </div>
  );
}
