import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ChatRoom } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { paths } from '@souq/routes';
import { imageSources } from '@souq/ui';
import { NS } from '@/config/namespace';
import { previewKind, roomTime } from '../lib/format';

function Preview({ room }: { room: ChatRoom }) {
  const { t } = useTranslation(NS);
  const kind = previewKind(room);
  if (kind === 'none') return <span className="chat-room__preview chat-room__preview--muted">{t('rooms.noMessages')}</span>;
  if (kind === 'image') return <span className="chat-room__preview">{t('rooms.sentImage')}</span>;
  if (kind === 'file') return <span className="chat-room__preview">{t('rooms.sentFile')}</span>;
  if (kind === 'invoice') return <span className="chat-room__preview">{t('rooms.sentInvoice')}</span>;
  // Text, never HTML.
  return <span className="chat-room__preview">{room.last_message_body}</span>;
}

/** One room: the other member's image and name, the last message and its time, the unread count. */
function RoomItem({ room, active }: { room: ChatRoom; active: boolean }) {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const unread = active ? 0 : room.unread_count;
  const img = imageSources(room.member.image, '48px');
  return (
    <li>
      <Link
        to={paths.chatView.getHref({ id: String(room.id) })}
        className={['chat-room', active ? 'chat-room--active' : '', unread ? 'chat-room--unread' : ''].join(' ')}
        aria-current={active ? 'page' : undefined}
        data-testid={`room-${room.id}`}
      >
        {img.src ? (
          <img className="chat-room__avatar" {...img} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="chat-room__avatar" aria-hidden="true" />
        )}
        <span className="chat-room__body">
          <span className="chat-room__top">
            <span className="chat-room__name">{room.member.name || room.member.user_name}</span>
            <span className="chat-room__time">{roomTime(room, locale)}</span>
          </span>
          <span className="chat-room__bottom">
            <Preview room={room} />
            {unread ? (
              <span className="chat-room__unread" role="img" aria-label={t('rooms.unread', { count: unread })}>
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function RoomList({ rooms, activeId, label }: { rooms: ChatRoom[]; activeId?: number; label: string }) {
  return (
    <ul className="chat-rooms" aria-label={label}>
      {rooms.map((room) => (
        <RoomItem key={room.id} room={room} active={room.id === activeId} />
      ))}
    </ul>
  );
}

/** Space reserved while the rooms load (same row height as a room). */
export function RoomListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className="chat-rooms chat-rooms--loading" aria-busy="true" data-testid="rooms-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <li key={i} className="chat-room chat-room--skeleton" aria-hidden="true">
          <span className="chat-skel chat-skel--avatar" />
          <span className="chat-room__body">
            <span className="chat-skel chat-skel--line" style={{ inlineSize: '45%' }} />
            <span className="chat-skel chat-skel--line" style={{ inlineSize: '75%' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
