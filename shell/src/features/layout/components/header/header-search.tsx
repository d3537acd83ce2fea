/**
 * The header's one search box: an ARIA 1.2 combobox (input + listbox) with
 * suggestions grouped as services, providers and products as you type (debounced), and a
 * last option that opens the results page. Keyboard: ↓/↑ move through the options (wrapping),
 * Enter opens the active option (or the results page), Escape closes the list, then clears.
 * Hand-written rather than antd's AutoComplete: the header is on every first view, and this
 * stays out of the deferred antd chunks.
 */
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GlobalSearch } from '@souq/contracts';
import { paths } from '@souq/routes';
import { SearchOutlined, useDebouncedValue } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import { useSearchSuggestions } from '../../api/global-search';

interface Option {
  key: string;
  group: 'services' | 'providers' | 'products' | 'all';
  label: string;
  hint?: string;
  image?: string;
  href: string;
}

/** The suggestions as one flat list (keyboard order), grouped for display. */
function toOptions(data: GlobalSearch | undefined, q: string, allLabel: string): Option[] {
  const options: Option[] = [];
  for (const s of data?.services.data ?? []) {
    options.push({
      key: `s${s.id}`,
      group: 'services',
      label: s.name,
      hint: s.category.name,
      href: paths.providersView.getHref({ id: s.id, category: s.category.id, text: s.name }),
    });
  }
  for (const p of data?.providers.data ?? []) {
    options.push({ key: `p${p.id}`, group: 'providers', label: p.name, image: p.image, href: paths.providerProfile.getHref({ id: p.id }) });
  }
  for (const p of data?.products.data ?? []) {
    options.push({
      key: `d${p.id}`,
      group: 'products',
      label: p.name,
      image: p.preview_files_attachments?.[0]?.link,
      href: paths.providerProductDetails.getHref({ id: p.id }),
    });
  }
  options.push({ key: 'all', group: 'all', label: allLabel, href: `${paths.search.getHref()}?q=${encodeURIComponent(q)}` });
  return options;
}

const GROUPS = ['services', 'providers', 'products'] as const;

export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  // The results page's term shows in the box (a shared link, the back button).
  const pageQuery = location.pathname === paths.search.getHref() ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [text, setText] = useState(pageQuery ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    if (pageQuery !== null) setText(pageQuery);
  }, [pageQuery]);

  // One request per pause in typing (the kit's one debounce, as every list search uses).
  const q = useDebouncedValue(text.trim());
  const suggestions = useSearchSuggestions(q);
  const data = q ? suggestions.data : undefined;
  const options = useMemo(() => toOptions(data, q, t('search.all', { q })), [data, q, t]);
  const found = options.length > 1;
  const expanded = open && q !== '' && found;
  const nothing = open && q !== '' && !found && suggestions.isSuccess && !suggestions.isFetching;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    onNavigate?.();
    navigate(href);
  };
  const submit = () => {
    const term = text.trim();
    if (term) go(`${paths.search.getHref()}?q=${encodeURIComponent(term)}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const n = options.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      const option = expanded ? options[active] : undefined;
      if (option) go(option.href);
      else submit();
      return;
    }
    if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText('');
      }
    }
  };

  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (o: Option) => `${id}-${o.key}`;

  return (
    <search className="souq-search">
      <form
        className="souq-search__form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          ref={inputRef}
          className="souq-search__input"
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="souq-search__submit" aria-label={t('search.submit')}>
          <SearchOutlined aria-hidden="true" />
        </button>
      </form>
      <div role="status" className="souq-search__list souq-search__empty" hidden={!nothing}>
        {nothing ? t('search.none', { q }) : null}
      </div>
      <div id={listId} role="listbox" aria-label={t('search.suggestions')} className="souq-search__list" hidden={!expanded}>
        {expanded
          ? GROUPS.map((group) => {
              const items = options.filter((o) => o.group === group);
              if (!items.length) return null;
              return (
                // biome-ignore lint/a11y/useSemanticElements: an option group of a listbox (ARIA 1.2 combobox), not a form fieldset
                <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="souq-search__group">
                  <div id={`${id}-${group}`} role="presentation" className="souq-search__group-title">
                    {t(`search.groups.${group}`)}
                  </div>
                  {items.map((o) => (
                    <OptionRow key={o.key} option={o} id={optionId(o)} selected={o === activeOption} onPick={go} />
                  ))}
                </div>
              );
            })
          : null}
        {expanded ? (
          <OptionRow
            option={options[options.length - 1] as Option}
            id={optionId(options[options.length - 1] as Option)}
            selected={activeOption?.group === 'all'}
            onPick={go}
          />
        ) : null}
      </div>
    </search>
  );
}

function OptionRow({ option, id, selected, onPick }: { option: Option; id: string; selected: boolean; onPick: (href: string) => void }) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox; the active option is aria-activedescendant
    <div
      id={id}
      role="option"
      aria-selected={selected}
      className={`souq-search__option souq-search__option--${option.group}${selected ? ' is-active' : ''}`}
      // mousedown, not click: the input's blur (which closes the list) comes before click.
      onMouseDown={(e) => {
        e.preventDefault();
        onPick(option.href);
      }}
    >
      {option.group === 'providers' || option.group === 'products' ? (
        option.image ? (
          <img className="souq-search__thumb" src={option.image} alt="" loading="lazy" />
        ) : (
          <span className="souq-search__thumb" aria-hidden="true" />
        )
      ) : null}
      <span className="souq-search__text">
        <bdi className="souq-search__label">{option.label}</bdi>
        {option.hint ? <span className="souq-search__hint">{option.hint}</span> : null}
      </span>
    </div>
  );
}
