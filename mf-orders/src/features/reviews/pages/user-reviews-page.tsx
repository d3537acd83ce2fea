/** /userReviews — ratings the visitor gave and received (my-rates of a customer or a provider). */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@souq/auth';
import { paths, ROUTES_NS } from '@souq/routes';
import { DateText, EmptyState, LoadFailed, Placeholder, Stars, Tabs } from '@souq/ui';
import { UserOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { type Review, useMyRates } from '../api/get-my-rates';
import '@/components/orders.css';
import '../i18n';

function ReviewItem({ review: r, asProvider }: { review: Review; asProvider: boolean }) {
  const { t } = useTranslation(NS);
  const comment = r.comment && r.comment !== 'undefined' ? r.comment : '';
  const orderHref =
    r.request_service_id === null
      ? null
      : asProvider
        ? paths.providerOrderDetails.getHref({ id: r.request_service_id })
        : paths.userOrderDetails.getHref({ id: r.request_service_id });
  return (
    <article className="orders-panel orders-review">
      {r.party.image ? (
        <img className="orders-person__avatar" src={r.party.image} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="orders-person__avatar orders-person__avatar--icon" aria-hidden="true">
          <UserOutlined />
        </span>
      )}
      <div>
        <h3 className="orders-card__title">
          <bdi>{r.party.name}</bdi>
        </h3>
        <Stars value={r.value} />
        <div className="orders-muted">
          <DateText value={r.created_at} />
        </div>
        {r.product ? <div>{t('reviews.product', { name: r.product.name })}</div> : null}
      </div>
      {comment ? (
        <p className="orders-review__comment" dir="auto">
          {comment}
        </p>
      ) : null}
      {orderHref ? <Link to={orderHref}>{t('reviews.order')}</Link> : null}
    </article>
  );
}

function ReviewsList({ reviews, empty, asProvider }: { reviews: Review[]; empty: string; asProvider: boolean }) {
  if (reviews.length === 0) return <EmptyState message={empty} />;
  return (
    <ul className="orders-list">
      {reviews.map((r) => (
        <li key={r.id}>
          <ReviewItem review={r} asProvider={asProvider} />
        </li>
      ))}
    </ul>
  );
}

export default function UserReviewsPage() {
  const { t } = useTranslation(NS);
  const { t: tRoutes } = useTranslation(ROUTES_NS);
  const asProvider = useSession((s) => s.visitor) === 'provider';
  const rates = useMyRates(asProvider);
  let body: ReactNode;
  if (rates.isPending) {
    body = (
      <ul className="orders-list" aria-busy="true" data-testid="reviews-skeleton">
        <li className="souq-visually-hidden">{t('loading')}</li>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="orders-panel orders-card orders-card--skeleton">
            <Placeholder shape="block" height={22} width="40%" />
            <Placeholder lines={2} />
          </li>
        ))}
      </ul>
    );
  } else if (rates.isError) {
    body = <LoadFailed onRetry={() => void rates.refetch()} error={rates.error} />;
  } else {
    const given = rates.data.filter((r) => r.direction === 'given');
    const received = rates.data.filter((r) => r.direction === 'received');
    body = (
      <Tabs
        aria-label={t('reviews.tabsLabel')}
        items={[
          {
            key: 'received',
            label: `${t('reviews.received')} (${received.length})`,
            children: <ReviewsList reviews={received} empty={t('reviews.emptyReceived')} asProvider={asProvider} />,
          },
          {
            key: 'given',
            label: `${t('reviews.given')} (${given.length})`,
            children: <ReviewsList reviews={given} empty={t('reviews.emptyGiven')} asProvider={asProvider} />,
          },
        ]}
      />
    );
  }
  return (
    <div className="souq-container orders-page">
      <h1 className="orders-page__title">{tRoutes('userReviews')}</h1>
      {body}
    </div>
  );
}
