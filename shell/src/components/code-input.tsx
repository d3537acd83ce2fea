/**
 * Verification-code boxes (docs/product/identity.md#verification-codes: exactly five digits; docs/product/README.md#constants: focus after 0.5 s).
 * Controlled (value/onChange), so it also works as an antd Form control. Digits are
 * always entered left to right, whatever the page direction.
 */
import { useEffect, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@souq/contracts';
import { Input } from '@souq/ui';
import { toLatinDigits } from './country-phone-input';
import { INPUTS_NS } from './i18n';

export interface CodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Called once all boxes are filled. */
  onComplete?: (value: string) => void;
  length?: number;
  disabled?: boolean;
  /** Focus the first box after this delay (ms); false to never auto-focus. */
  autoFocusDelay?: number | false;
  id?: string;
  'aria-label'?: string;
}

type InputHandle = { focus: () => void; select?: () => void; input?: HTMLInputElement | null };

export function CodeInput({
  value = '',
  onChange,
  onComplete,
  length = CODE_LENGTH,
  disabled,
  autoFocusDelay = 500,
  id,
  'aria-label': ariaLabel,
}: CodeInputProps) {
  const { t } = useTranslation(INPUTS_NS);
  const refs = useRef<(InputHandle | null)[]>([]);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const cells = Array.from({ length }, (_, i) => value[i] ?? '');
  // Fast typing (or a keyboard that sends several keys at once) delivers the next key
  // before the parent re-renders with the new value: read and write through a ref.
  const latest = useRef(value);
  latest.current = value;
  const currentCells = () => Array.from({ length }, (_, i) => latest.current[i] ?? '');

  useEffect(() => {
    if (autoFocusDelay === false || disabled) return;
    const timer = setTimeout(() => {
      // Never steal the focus from a user who already started typing.
      if (groupRef.current?.contains(document.activeElement)) return;
      refs.current[0]?.focus();
    }, autoFocusDelay);
    return () => clearTimeout(timer);
  }, [autoFocusDelay, disabled]);

  const focusBox = (i: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, i))];
    box?.focus();
    box?.input?.select();
  };

  const emit = (next: string[]) => {
    // Keep the code contiguous: a gap ends the value.
    const firstGap = next.findIndex((c) => !c);
    const code = (firstGap === -1 ? next : next.slice(0, firstGap)).join('').slice(0, length);
    latest.current = code;
    onChange?.(code);
    if (code.length === length) onComplete?.(code);
  };

  const clear = (index: number) => {
    const next = currentCells();
    next[index] = '';
    emit(next);
  };

  const put = (index: number, raw: string) => {
    const digits = toLatinDigits(raw);
    // Letters and symbols are ignored: the box keeps what it had.
    if (!digits) return;
    const next = currentCells();
    // Typing into a box right of an empty one fills the first empty box instead.
    const firstEmpty = next.findIndex((c) => !c);
    const start = firstEmpty === -1 ? index : Math.min(index, firstEmpty);
    for (let k = 0; k < digits.length && start + k < length; k++) next[start + k] = digits[k];
    emit(next);
    focusBox(Math.min(start + digits.length, length - 1));
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const now = currentCells();
    if (e.key === 'Backspace' && !now[index] && index > 0) {
      e.preventDefault();
      const next = now;
      next[index - 1] = '';
      emit(next);
      focusBox(index - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    put(index, e.clipboardData.getData('text'));
  };

  return (
    <fieldset
      ref={groupRef}
      id={id}
      aria-label={ariaLabel ?? t('code')}
      dir="ltr"
      style={{ display: 'flex', gap: 8, justifyContent: 'center', border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      {cells.map((cell, i) => (
        <Input
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positional
          key={i}
          ref={(el: InputHandle | null) => {
            refs.current[i] = el;
          }}
          value={cell}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('digit', { n: i + 1, total: length })}
          maxLength={length}
          onChange={(e) => {
            const raw = e.target.value;
            const had = currentCells()[i];
            if (!raw) clear(i);
            else put(i, had && raw.length > 1 ? raw.replace(had, '') : raw);
          }}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste(i)}
          onFocus={(e) => e.target.select()}
          size="large"
          style={{ width: 48, height: 56, textAlign: 'center', fontSize: 22, fontWeight: 600, padding: 0 }}
        />
      ))}
    </fieldset>
  );
}
