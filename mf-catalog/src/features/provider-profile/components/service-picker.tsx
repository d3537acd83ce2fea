import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@souq/i18n';
import { formatMoney } from '@souq/ui';
import { NS } from '@/config/i18n';
import type { ProfileService } from '../api/types';

export interface ServicePickerProps {
  services: ProfileService[];
  value: number | null;
  /** Say that a service must be picked before requesting. */
  hint: boolean;
  onChange: (serviceId: number) => void;
}

/**
 * The service a request is for, when the provider offers several and none was chosen on the
 * way here. A native select: the profile's first view loads no antd.
 */
export const ServicePicker = forwardRef<HTMLSelectElement, ServicePickerProps>(function ServicePicker(
  { services, value, hint, onChange },
  ref,
) {
  const { t } = useTranslation(NS);
  const money = (v: number) => formatMoney(v, currentLocale());
  return (
    <label className="catalog-service-picker">
      <span className="catalog-service-picker__label">{t('profile.chooseService')}</span>
      <select
        ref={ref}
        className="catalog-service-picker__select"
        value={value ?? ''}
        aria-invalid={hint || undefined}
        aria-describedby={hint ? 'catalog-service-picker-hint' : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <option value="" disabled>
          {t('profile.chooseServicePlaceholder')}
        </option>
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {t('profile.serviceOption', {
              name: s.name,
              price: money(s.price),
              days: t('days', { count: Number(s.duration) || 0 }),
            })}
          </option>
        ))}
      </select>
      {hint ? (
        <span id="catalog-service-picker-hint" className="catalog-service-picker__hint" role="alert">
          {t('profile.chooseServiceFirst')}
        </span>
      ) : null}
    </label>
  );
});
