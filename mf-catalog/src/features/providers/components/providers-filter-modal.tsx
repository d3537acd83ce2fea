/**
 * The filter modal (docs/product/catalogue.md#providers-of-a-service): price range and experience radios from the API,
 * maximum duration in days and sort by price or rating. "Search" applies only what was
 * chosen (nothing chosen → the plain list); "Reset" clears every choice and reloads the list.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatAmount, Input, Radio, Skeleton } from '@souq/ui';
import { currentLocale } from '@souq/i18n';
import { NS } from '@/config/i18n';
import { CatalogModal } from '@/components/item-modal';
import { isBlank, parseWholeNumber } from '@/lib/numbers';
import { useExperiences } from '../api/get-experiences';
import { useRangePrices } from '../api/get-range-prices';
import { chosenFilterCount, type ProviderFilters, type ProviderSort } from '../api/types';

export interface ProvidersFilterModalProps {
  open: boolean;
  /** The filters applied now (the form starts from them). */
  value: ProviderFilters | null;
  /** The chosen filters, or null when nothing was chosen. */
  onApply: (filters: ProviderFilters | null) => void;
  onClose: () => void;
}

export function ProvidersFilterModal({ open, value, onApply, onClose }: ProvidersFilterModalProps) {
  const { t } = useTranslation(NS);
  return (
    <CatalogModal open={open} onClose={onClose} width={520} title={t('filter.title')} destroyOnHidden>
      {open ? <FilterForm initial={value} onApply={onApply} /> : null}
    </CatalogModal>
  );
}

interface Draft {
  range_price_id?: number;
  experience_id?: number;
  duration: string;
  sort?: ProviderSort;
}

const toDraft = (f: ProviderFilters | null): Draft => ({
  range_price_id: f?.range_price_id,
  experience_id: f?.experience_id,
  duration: f?.duration ? String(f.duration) : '',
  sort: f?.sort,
});

function FilterForm({ initial, onApply }: { initial: ProviderFilters | null; onApply: (f: ProviderFilters | null) => void }) {
  const { t } = useTranslation(NS);
  const ranges = useRangePrices();
  const locale = currentLocale();
  const experiences = useExperiences();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [durationError, setDurationError] = useState(false);
  const ids = { range: useId(), experience: useId(), duration: useId(), durationError: useId(), sort: useId() };

  const set = <K extends keyof Draft>(key: K, v: Draft[K]) => setDraft((d) => ({ ...d, [key]: v }));

  const apply = () => {
    let duration: number | undefined;
    if (!isBlank(draft.duration)) {
      const n = parseWholeNumber(draft.duration, 1);
      if (n === null) {
        setDurationError(true);
        return;
      }
      duration = n;
    }
    const chosen: ProviderFilters = {};
    if (draft.range_price_id !== undefined) chosen.range_price_id = draft.range_price_id;
    if (draft.experience_id !== undefined) chosen.experience_id = draft.experience_id;
    if (duration !== undefined) chosen.duration = duration;
    if (draft.sort) chosen.sort = draft.sort;
    onApply(chosenFilterCount(chosen) > 0 ? chosen : null);
  };

  const reset = () => {
    setDraft(toDraft(null));
    setDurationError(false);
    onApply(null);
  };

  const sortOptions: { value: ProviderSort; label: string }[] = [
    { value: 'price_asc', label: t('filter.sortPriceAsc') },
    { value: 'price_desc', label: t('filter.sortPriceDesc') },
    { value: 'rate_desc', label: t('filter.sortRate') },
  ];

  return (
    <form
      className="catalog-filter"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <fieldset className="catalog-filter__group">
        <legend id={ids.range}>{t('filter.priceRange')}</legend>
        {ranges.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (ranges.data ?? []).length === 0 ? (
          <p className="catalog-muted">{t('filter.none')}</p>
        ) : (
          <Radio.Group
            aria-labelledby={ids.range}
            name="range_price_id"
            className="catalog-filter__options"
            value={draft.range_price_id}
            onChange={(e) => set('range_price_id', e.target.value as number)}
            options={(ranges.data ?? []).map((r) => ({
              value: r.id,
              label: t('filter.range', { from: formatAmount(r.from, locale), to: formatAmount(r.to, locale) }),
            }))}
          />
        )}
      </fieldset>

      <fieldset className="catalog-filter__group">
        <legend id={ids.experience}>{t('filter.experience')}</legend>
        {experiences.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (experiences.data ?? []).length === 0 ? (
          <p className="catalog-muted">{t('filter.none')}</p>
        ) : (
          <Radio.Group
            aria-labelledby={ids.experience}
            name="experience_id"
            className="catalog-filter__options"
            value={draft.experience_id}
            onChange={(e) => set('experience_id', e.target.value as number)}
            options={(experiences.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
          />
        )}
      </fieldset>

      <div className="catalog-filter__group">
        <label htmlFor={ids.duration} className="catalog-filter__label">
          {t('filter.duration')}
        </label>
        <Input
          id={ids.duration}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={t('filter.durationPlaceholder')}
          value={draft.duration}
          status={durationError ? 'error' : undefined}
          aria-invalid={durationError}
          aria-describedby={durationError ? ids.durationError : undefined}
          onChange={(e) => {
            setDurationError(false);
            set('duration', e.target.value);
          }}
        />
        {durationError ? (
          <p id={ids.durationError} role="alert" className="souq-field-error">
            {t('filter.durationInvalid')}
          </p>
        ) : null}
      </div>

      <fieldset className="catalog-filter__group">
        <legend id={ids.sort}>{t('filter.sort')}</legend>
        <Radio.Group
          aria-labelledby={ids.sort}
          name="sort"
          className="catalog-filter__options"
          value={draft.sort}
          onChange={(e) => set('sort', e.target.value as ProviderSort)}
          options={sortOptions}
        />
      </fieldset>

      <div className="catalog-filter__actions">
        <Button onClick={reset}>{t('filter.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('filter.apply')}
        </Button>
      </div>
    </form>
  );
}
