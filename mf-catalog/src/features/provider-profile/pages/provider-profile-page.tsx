/**
 * /providerProfile/:id — a provider's profile: header (image, name, experience, rating,
 * chosen service), follow, complaint and request-service actions, about/CV, services, works
 * and products with their details modals, and the ratings modal.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@souq/auth';
import { dismissFirstView, EmptyState, PlainButton, Tabs, useDeferredQuery, useNeedLogin, useOpenedOnce } from '@souq/ui';
import { SendOutlined, WarningOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { LoadError } from '@/components/load-error';
import { SectionBoundary } from '@/components/section-boundary';
import { ServiceRequestModal } from '@/components/service-request/service-request-modal';
import { getStoredServiceId } from '@/lib/service-id';
import { useProviderProfile } from '../api/get-provider-profile';
import { useProviderRates } from '../api/get-provider-rates';
import type { ProviderProfile } from '../api/types';
import { AboutSection, ServicesList } from '../components/about-section';
import { ComplaintModal } from '../components/complaint-modal';
import { FollowButton } from '../components/follow-button';
import { ProductsGrid } from '../components/products-grid';
import { ProfileHeader, ProfileSkeleton } from '../components/profile-header';
import { ServicePicker } from '../components/service-picker';
import { RatingsModal } from '../components/ratings-modal';
import { WorksGrid } from '../components/works-grid';
import '@/components/catalog.css';
import '../components/provider-profile.css';

export default function ProviderProfilePage() {
  const { id = '' } = useParams();
  const providerId = Number(id);
  const { t } = useTranslation(NS);
  if (!Number.isInteger(providerId) || providerId <= 0) {
    return (
      <div className="souq-container catalog-page">
        <EmptyState message={t('profile.loadError')} />
      </div>
    );
  }
  return <ProviderProfileView key={providerId} providerId={providerId} />;
}

function ProviderProfileView({ providerId }: { providerId: number }) {
  const { t } = useTranslation(NS);
  // Read once: the service the visitor came from (providers list, service details).
  const [serviceId] = useState(getStoredServiceId);
  // Rendered in a transition (sliced), not in the task the answer arrives in.
  const profile = useDeferredQuery(useProviderProfile(providerId, serviceId));
  const rates = useDeferredQuery(useProviderRates(providerId));
  const visitor = useSession((s) => s.visitor);
  const { ensureSignedIn } = useNeedLogin();
  const [modal, setModal] = useState<'ratings' | 'complaint' | 'request' | null>(null);
  const close = () => setModal(null);
  const ratingsMounted = useOpenedOnce(modal === 'ratings');
  const complaintMounted = useOpenedOnce(modal === 'complaint');
  const requestMounted = useOpenedOnce(modal === 'request');
  const [picked, setPicked] = useState<number | null>(null);
  const [pickHint, setPickHint] = useState(false);
  const pickerRef = useRef<HTMLSelectElement>(null);
  // The first view the HTML painted over the app stays until the profile (or its error) is here.
  useEffect(() => {
    if (!profile.isPending) dismissFirstView();
  }, [profile.isPending]);

  if (profile.isPending) {
    return (
      <div className="souq-container catalog-page">
        <ProfileSkeleton />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="souq-container catalog-page">
        <LoadError
          title={t('profile.loadError')}
          description={t('profile.loadErrorHint')}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      </div>
    );
  }

  const p = profile.data;
  const isProvider = visitor === 'provider';
  // However the profile was reached (the providers list, the header search, a fresh session):
  // the service chosen in the list, else the only one offered, else the one picked here.
  const only = p.services.length === 1 ? p.services[0] : undefined;
  const pickedService = p.services.find((s) => s.id === picked);
  const chosen = p.service
    ? { id: p.service.id ?? serviceId, price: p.service.price, duration: p.service.duration }
    : (pickedService ?? only ?? null);
  const requestServiceId = chosen?.id ?? null;
  const canRequest = chosen !== null || p.services.length > 1;
  const onRequest = () => {
    if (!ensureSignedIn()) return;
    if (requestServiceId === null) {
      setPickHint(true);
      pickerRef.current?.focus();
      return;
    }
    setModal('request');
  };

  // Visitors see the actions and are asked to log in; providers only see what they may use.
  // Plain buttons: the first view of this page downloads no antd.
  const actions = isProvider ? null : (
    <>
      <FollowButton providerId={providerId} serviceId={serviceId} following={Boolean(p.is_follow)} />
      {!p.service && p.services.length > 1 ? (
        <ServicePicker
          ref={pickerRef}
          services={p.services}
          value={picked}
          hint={pickHint && picked === null}
          onChange={(id) => {
            setPicked(id);
            setPickHint(false);
          }}
        />
      ) : null}
      {canRequest ? (
        <PlainButton
          variant="primary"
          icon={<SendOutlined aria-hidden="true" className="catalog-flip-rtl" />}
          onClick={onRequest}
          aria-haspopup="dialog"
        >
          {t('profile.requestService')}
        </PlainButton>
      ) : null}
      <PlainButton
        variant="danger-outline"
        icon={<WarningOutlined aria-hidden="true" />}
        onClick={() => ensureSignedIn() && setModal('complaint')}
        aria-haspopup="dialog"
      >
        {t('profile.complaint')}
      </PlainButton>
    </>
  );

  return (
    <div className="souq-container catalog-page catalog-profile">
      <ProfileHeader
        profile={p}
        service={chosen}
        ratingsCount={rates.data?.length}
        onShowRatings={() => setModal('ratings')}
        actions={actions}
      />

      <div className="catalog-profile__layout">
        <div className="catalog-profile__side">
          <AboutSection cv={p.cv} />
          <ServicesList providerId={providerId} services={p.services} />
        </div>
        <section className="catalog-profile__main catalog-panel" aria-label={t('profile.portfolio')}>
          <Portfolio profile={p} />
        </section>
      </div>

      {ratingsMounted ? (
        <RatingsModal
          open={modal === 'ratings'}
          onClose={close}
          providerName={p.name}
          rates={rates.data}
          pending={rates.isPending}
          failed={rates.isError}
          onRetry={() => void rates.refetch()}
        />
      ) : null}
      {!isProvider && complaintMounted ? (
        <ComplaintModal open={modal === 'complaint'} onClose={close} providerId={providerId} providerName={p.name} />
      ) : null}
      {!isProvider && requestMounted && requestServiceId !== null && chosen ? (
        <ServiceRequestModal
          open={modal === 'request'}
          onClose={close}
          title={t('request.directTitle', { name: p.name })}
          serviceId={requestServiceId}
          providerId={providerId}
          initialValues={{
            from_price: String(chosen.price ?? ''),
            to_price: String(chosen.price ?? ''),
            duration: String(chosen.duration ?? ''),
          }}
        />
      ) : null}
    </div>
  );
}

/** Works and products; a freelancer has no products and a store owner no works (docs/product/README.md#roles-and-permissions). */
function Portfolio({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation(NS);
  const showWorks = profile.section_type !== 'storeOwner' || profile.works.length > 0;
  const showProducts = profile.section_type !== 'freelancer' || profile.products.length > 0;
  const works = {
    key: 'works',
    label: `${t('profile.works')} (${profile.works.length})`,
    children: (
      <SectionBoundary>
        <WorksGrid works={profile.works} />
      </SectionBoundary>
    ),
  };
  const products = {
    key: 'products',
    label: `${t('profile.products')} (${profile.products.length})`,
    children: (
      <SectionBoundary>
        <ProductsGrid products={profile.products} />
      </SectionBoundary>
    ),
  };
  if (showWorks && showProducts) return <Tabs items={[works, products]} />;
  const only = showProducts ? products : works;
  return (
    <>
      <h2 className="catalog-section-title">{showProducts ? t('profile.products') : t('profile.works')}</h2>
      {only.children}
    </>
  );
}
