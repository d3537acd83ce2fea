/**
 * /providerServiceDetails/:id/:num — one provider's service (`:id` provider, `:num` service):
 * category, gallery (4 thumbnails, 3 below 767 px, 1 below 575 px), provider with a link to
 * the profile, description, duration and price.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '@souq/auth';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ImageGallery, Price, Skeleton, TitledSection, VatNote } from '@souq/ui';
import { NS } from '@/config/i18n';
import { CatalogBreadcrumb } from '@/components/catalog-breadcrumb';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { SectionBoundary } from '@/components/section-boundary';
import { ServiceRequestModal } from '@/components/service-request/service-request-modal';
import { useProviderServiceInfo, type ProviderServiceInfo } from '../api/get-provider-service-info';
import { ProviderMiniCard } from '../components/provider-mini-card';
import '@/components/catalog.css';
import '../components/service-details.css';

const asId = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export default function ProviderServiceDetailsPage() {
  const { id, num } = useParams();
  const { t } = useTranslation(NS);
  const providerId = asId(id);
  const serviceId = asId(num);
  if (providerId === null || serviceId === null) {
    return (
      <div className="souq-container catalog-page">
        <EmptyState message={t('serviceDetails.loadError')} />
      </div>
    );
  }
  return <ServiceDetails providerId={providerId} serviceId={serviceId} />;
}

function ServiceDetails({ providerId, serviceId }: { providerId: number; serviceId: number }) {
  const { t } = useTranslation(NS);
  const info = useProviderServiceInfo(providerId, serviceId);
  const isProvider = useSession((s) => s.visitor === 'provider' && Boolean(s.token));
  const [requesting, setRequesting] = useState(false);

  if (info.isPending) {
    return (
      <div className="souq-container catalog-page" aria-busy="true">
        <span className="souq-visually-hidden">{t('loading')}</span>
        <div className="catalog-service" aria-hidden="true">
          <div className="catalog-service__no-images catalog-skeleton-cover" />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className="souq-container catalog-page">
        <LoadError
          title={t('serviceDetails.loadError')}
          description={t('profile.loadErrorHint')}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      </div>
    );
  }

  const s = info.data;
  const title = s.service?.name || s.name;
  return (
    <div className="souq-container catalog-page">
      <CatalogBreadcrumb category={s.category?.name} current={title} />
      <article className="catalog-service" aria-labelledby="catalog-service-title">
        <div className="catalog-service__gallery">
          <SectionBoundary>
            <Gallery service={s} />
          </SectionBoundary>
        </div>
        <div className="catalog-service__info">
          <div>
            {s.category?.name ? <span className="souq-chip">{s.category.name}</span> : null}
            <h1 id="catalog-service-title" className="catalog-page__title">
              {title}
            </h1>
          </div>
          <Price amount={s.price} className="catalog-service__price" />
          <VatNote />
          {isProvider ? null : (
            <Button type="primary" size="large" onClick={() => setRequesting(true)}>
              {t('serviceDetails.request')}
            </Button>
          )}
          <DetailList
            items={[
              { label: t('common.category'), value: s.category?.name || '—' },
              { label: t('common.duration'), value: t('days', { count: Number(s.duration) || 0 }) },
              { label: t('common.price'), value: <Price amount={s.price} /> },
            ]}
          />
          <ProviderMiniCard provider={s.provider} serviceId={serviceId} />
          <TitledSection
            className="catalog-panel"
            headingId="catalog-service-description"
            heading={t('common.description')}
            headingClassName="catalog-section-title"
          >
            <p className="catalog-prose" dir="auto">
              {s.description || t('common.noDescription')}
            </p>
          </TitledSection>
        </div>
      </article>
      {isProvider ? null : (
        <ServiceRequestModal
          open={requesting}
          onClose={() => setRequesting(false)}
          title={t('request.directTitle', { name: s.provider.name })}
          serviceId={serviceId}
          providerId={providerId}
          initialValues={{ from_price: String(s.price ?? ''), to_price: String(s.price ?? ''), duration: String(s.duration ?? '') }}
        />
      )}
    </div>
  );
}

function Gallery({ service }: { service: ProviderServiceInfo }) {
  const { t } = useTranslation(NS);
  if (service.attachments.length === 0) {
    return <div className="catalog-service__no-images">{t('serviceDetails.noImages')}</div>;
  }
  const title = service.service?.name || service.name;
  return <ImageGallery images={service.attachments.map((a) => ({ link: a.link, alt: t('common.image', { name: title }) }))} />;
}
