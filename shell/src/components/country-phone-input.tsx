/**
 * Country dial-code picker (with flags) + digits-only phone, used by every form that
 * asks for a phone number. It renders antd Form.Items, so it must sit inside a <Form>.
 * The countries lookup lives here (not in a feature) because several features need it.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EditOutlined } from '@souq/ui/icons';
import { getCountries } from '@souq/api-client';
import { type Country, DEFAULT_COUNTRY_CODE } from '@souq/contracts';
import { Button, Form, Input, Select, Space } from '@souq/ui';
import { INPUTS_NS } from './i18n';

export type { Country };

export const getCountriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries', 'keys'], queryFn: async () => (await getCountries()).data, staleTime: 60 * 60 * 1000 });

export const useCountries = () => useQuery(getCountriesQueryOptions());

/** The server answers dial codes with or without '+', so compare without it. */
export const sameDialCode = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b) && String(a).replace(/^\+/, '').trim() === String(b).replace(/^\+/, '').trim();

export function findCountry(countries: Country[] | undefined, key: string | null | undefined): Country | undefined {
  return countries?.find((c) => sameDialCode(c.key, key));
}

/** Arabic-Indic and Persian digits typed on an Arabic keyboard become 0-9; anything else is dropped. */
export function toLatinDigits(value: unknown): string {
  return String(value ?? '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}

function Flag({ country }: { country: Country }) {
  if (!country.image) return null;
  return (
    <img
      src={country.image}
      alt=""
      width={20}
      height={14}
      style={{ objectFit: 'cover', borderRadius: 2, flexShrink: 0, display: 'inline-block' }}
    />
  );
}

export interface CountrySelectProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
  style?: React.CSSProperties;
}

/** Dial-code picker on its own (also usable as a Form control). */
export function CountrySelect({ value, onChange, disabled, id, style }: CountrySelectProps) {
  const { t } = useTranslation(INPUTS_NS);
  const { data: countries = [], isLoading } = useCountries();
  const options = countries.map((c) => ({
    value: c.key,
    search: `${c.name} ${c.key} ${c.label ?? ''} ${c.code ?? ''}`,
    label: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <Flag country={c} />
        <span dir="ltr">{c.key}</span>
      </span>
    ),
    country: c,
  }));
  // Keep the current value visible even before (or without) the list.
  if (value && !options.some((o) => sameDialCode(o.value, value))) {
    options.unshift({
      value,
      search: value,
      label: <span dir="ltr">{value}</span>,
      country: { id: 0, key: value, name: value, code: '', image: '', label: value },
    });
  }
  return (
    <Select
      id={id}
      aria-label={t('countryCode')}
      value={options.find((o) => sameDialCode(o.value, value))?.value ?? value}
      onChange={(v) => onChange?.(v as string)}
      disabled={disabled}
      loading={isLoading}
      options={options}
      showSearch={{ optionFilterProp: 'search' }}
      popupMatchSelectWidth={260}
      notFoundContent={t('noCountries')}
      optionRender={(option) => {
        const c = (option.data as { country: Country }).country;
        return (
          <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Flag country={c} />
            <span style={{ flex: 1 }}>{c.name}</span>
            <span dir="ltr" style={{ opacity: 0.7 }}>
              {c.key}
            </span>
          </span>
        );
      }}
      style={{ width: '100%', ...style }}
    />
  );
}

export interface CountryPhoneInputProps {
  /** Form field names. */
  phoneName?: string;
  countryName?: string;
  label?: ReactNode;
  required?: boolean;
  /** Read-only phone (profile screens); clicking it or the edit button calls onPhoneClick. */
  phoneReadOnly?: boolean;
  onPhoneClick?: () => void;
  countryDisabled?: boolean;
  autoFocus?: boolean;
  /** Default dial code when the form has none (docs/product/README.md#constants: +966). */
  defaultCountry?: string;
}

export function CountryPhoneInput({
  phoneName = 'phone',
  countryName = 'country_code',
  label,
  required = true,
  phoneReadOnly = false,
  onPhoneClick,
  countryDisabled = false,
  autoFocus = false,
  defaultCountry = DEFAULT_COUNTRY_CODE,
}: CountryPhoneInputProps) {
  const { t } = useTranslation(INPUTS_NS);
  const phoneId = useId();
  const clickable = phoneReadOnly && Boolean(onPhoneClick);
  return (
    <Form.Item label={label ?? t('phone')} htmlFor={phoneId} required={required}>
      <Space.Compact block dir="ltr">
        {/* Fixed width so the phone box keeps its size while the select loads. */}
        <span style={{ display: 'inline-flex', width: 118, flexShrink: 0 }}>
          <Form.Item name={countryName} noStyle initialValue={defaultCountry} rules={[{ required: true, message: t('countryRequired') }]}>
            <CountrySelect disabled={countryDisabled} />
          </Form.Item>
        </span>
        <Form.Item
          name={phoneName}
          noStyle
          normalize={(v) => toLatinDigits(v)}
          rules={[
            { required, message: t('phoneRequired') },
            { pattern: /^\d+$/, message: t('phoneDigits') },
          ]}
        >
          <Input
            id={phoneId}
            inputMode="numeric"
            autoComplete="tel-national"
            dir="ltr"
            placeholder={t('phonePlaceholder')}
            readOnly={phoneReadOnly}
            autoFocus={autoFocus}
            onClick={clickable ? onPhoneClick : undefined}
            onKeyDown={
              clickable
                ? (e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      onPhoneClick?.();
                    }
                  }
                : undefined
            }
            style={clickable ? { cursor: 'pointer' } : undefined}
          />
        </Form.Item>
        {clickable && <Button icon={<EditOutlined />} onClick={onPhoneClick} aria-label={t('changePhone')} title={t('changePhone')} />}
      </Space.Compact>
    </Form.Item>
  );
}
