import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@souq/contracts';
import { paths } from '@souq/routes';
import { Button, Price } from '@souq/ui';
import { CheckCircleOutlined, CloseOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import '../i18n';

export interface OfferCardProps {
  offer: Offer;
  /** Accept/reject shown only while the request collects offers. */
  actionable: boolean;
  rejecting: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** One provider's offer: who (with profile link), price, duration, total, accept and reject. */
export function OfferCard({ offer, actionable, rejecting, onAccept, onReject }: OfferCardProps) {
  const { t } = useTranslation(NS);
  const name = offer.provider.name;
  return (
    <article className="orders-panel orders-offer">
      <img className="orders-person__avatar" src={offer.provider.image} alt="" width={56} height={56} loading="lazy" />
      <div>
        <h3 className="orders-card__title">
          <bdi>{name}</bdi>
        </h3>
        <Link to={paths.providerProfile.getHref({ id: offer.provider.id })} aria-label={t('offers.profileOf', { name })}>
          {t('offers.profile')}
        </Link>
      </div>
      <dl className="orders-offer__facts">
        <div>
          <dt>{t('offers.price')}</dt>
          <dd>
            <Price amount={offer.price} />
          </dd>
        </div>
        <div>
          <dt>{t('offers.duration')}</dt>
          <dd>{t('days', { count: offer.duration })}</dd>
        </div>
        <div>
          <dt>{t('offers.total')}</dt>
          <dd>
            <Price amount={offer.final_total} />
          </dd>
        </div>
      </dl>
      {actionable ? (
        <div className="orders-actions">
          <Button
            type="primary"
            icon={<CheckCircleOutlined aria-hidden="true" />}
            onClick={onAccept}
            aria-label={t('offers.acceptOf', { name })}
          >
            {t('offers.accept')}
          </Button>
          <Button
            danger
            icon={<CloseOutlined aria-hidden="true" />}
            onClick={onReject}
            loading={rejecting}
            aria-label={t('offers.rejectOf', { name })}
          >
            {t('offers.reject')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
