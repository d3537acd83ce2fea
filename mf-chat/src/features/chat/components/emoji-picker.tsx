import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@souq/ui';
import { NS } from '@/config/namespace';

/** A small curated set (no emoji library: one grid is all the chat needs). */
export const EMOJIS = [
  '😀',
  '😂',
  '😊',
  '😍',
  '😉',
  '😎',
  '🤔',
  '😅',
  '😢',
  '😮',
  '🙏',
  '👍',
  '👎',
  '👏',
  '🙌',
  '💪',
  '🤝',
  '👋',
  '❤️',
  '🔥',
  '✨',
  '🎉',
  '✅',
  '❌',
  '⭐',
  '💯',
  '📎',
  '📷',
  '📄',
  '⏰',
  '💰',
  '🌙',
];

/** Emoji button and its grid; picking one inserts it at the caret and closes the grid. Escape closes. */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the picker closes it
    <div
      className="chat-emoji"
      ref={wrap}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <PlainButton
        variant="text"
        shape="circle"
        aria-label={t('composer.emoji')}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
        data-testid="emoji-toggle"
      >
        <span aria-hidden="true" className="chat-emoji__icon">
          🙂
        </span>
      </PlainButton>
      {open ? (
        <fieldset id={panelId} className="chat-emoji__panel" aria-label={t('composer.emoji')}>
          {EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="chat-emoji__item"
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
