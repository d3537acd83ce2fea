import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { PlainButton } from '@souq/ui';
import { NS } from '@/config/namespace';
import { dayKey, dayLabel } from '../lib/format';
import { MessageBubble } from './message-bubble';

interface Props {
  messages: ChatMessage[];
  canPay: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * Messages oldest first with a separator per day. Opens at the newest and follows new ones
 * while the reader is at the bottom; scrolling to the top loads older pages and keeps the
 * reading position.
 */
export function MessageList({ messages, canPay, hasOlder, loadingOlder, onLoadOlder }: Props) {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;
  const prevFirst = useRef(firstId);
  const prevHeight = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages are added at either end
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (prevFirst.current !== undefined && firstId !== prevFirst.current && prevHeight.current) {
      // Older messages were added on top: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - prevHeight.current;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    prevFirst.current = firstId;
    prevHeight.current = el.scrollHeight;
  }, [firstId, lastId]);

  // Own messages always bring the view down.
  const lastMine = messages[messages.length - 1]?.is_sender;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new last message
  useEffect(() => {
    const el = box.current;
    if (el && lastMine) el.scrollTop = el.scrollHeight;
  }, [lastId, lastMine]);

  // The composer grows (attachment, several lines) or the window resizes: keep the newest in view.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    prevHeight.current = el.scrollHeight;
    if (el.scrollTop < 40 && hasOlder && !loadingOlder) onLoadOlder();
  };

  let lastDay = '';
  return (
    <div
      className="chat-messages"
      ref={box}
      onScroll={onScroll}
      // An image that finishes loading grows the list: stay at the newest if the reader was there.
      onLoadCapture={() => {
        const el = box.current;
        if (el && atBottom.current) el.scrollTop = el.scrollHeight;
      }}
      data-testid="messages"
    >
      {hasOlder ? (
        <div className="chat-messages__older">
          <PlainButton size="small" onClick={onLoadOlder} loading={loadingOlder}>
            {t('room.loadOlder')}
          </PlainButton>
        </div>
      ) : null}
      {messages.length === 0 ? <p className="chat-messages__empty">{t('room.empty')}</p> : null}
      <ol className="chat-messages__list" aria-label={t('room.messages')} aria-live="polite" aria-relevant="additions">
        {messages.map((m) => {
          const day = dayKey(m.created_at);
          const separator = day !== lastDay;
          lastDay = day;
          return (
            <Fragment key={m.id}>
              {separator ? (
                <li className="chat-day" aria-hidden="false">
                  <span>{dayLabel(day, locale, { today: t('room.today'), yesterday: t('room.yesterday') })}</span>
                </li>
              ) : null}
              <MessageBubble message={m} canPay={canPay} />
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}

/** Space reserved while the messages load. */
export function MessageListSkeleton() {
  return (
    <div className="chat-messages chat-messages--loading" aria-busy="true" data-testid="messages-skeleton">
      {['theirs', 'mine', 'theirs', 'mine', 'theirs'].map((side, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={i} className={`chat-msg chat-msg--${side}`} aria-hidden="true">
          <span className="chat-skel chat-skel--bubble" style={{ inlineSize: `${40 + ((i * 17) % 30)}%` }} />
        </div>
      ))}
    </div>
  );
}
