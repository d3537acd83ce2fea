/**
 * /chatView/:id — one room: the room list on the side (hidden on phones, with a back button),
 * the history (older pages on scroll up), live messages over the shared realtime client,
 * the composer, and invoices with the pay modal for customers.
 */
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@souq/auth';
import { bus } from '@souq/event-bus';
import { currentLocale } from '@souq/i18n';
import { paths } from '@souq/routes';
import { dismissFirstView, EmptyState, imageSources, LoadFailed, PlainButton, useDeferredQuery } from '@souq/ui';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@souq/ui/icons';
import { ApiError, reconnectRealtime } from '@souq/api-client';
import { NS } from '@/config/namespace';
import { useRooms } from '../api/get-rooms';
import { useRoomMessages } from '../api/get-room-messages';
import { useMarkRoomRead } from '../api/mark-room-read';
import { Composer } from '../components/composer';
import { MessageList, MessageListSkeleton } from '../components/message-list';
import { RoomList, RoomListSkeleton } from '../components/room-list';
import { useInvoicePaymentReturn } from '../hooks/use-invoice-payment-return';
import { useLiveRoom, useRealtimeStatus } from '../hooks/use-live-room';
import { mergeMessages, withInvoiceStates } from '../lib/format';
import '../components/chat.css';

export default function ChatViewPage() {
  const { id = '' } = useParams();
  const room = Number(id);
  const { t } = useTranslation(NS);
  if (!Number.isInteger(room) || room <= 0) {
    return (
      <div className="souq-container chat-page">
        <EmptyState message={t('room.notFound')} action={<Link to={paths.allchatsView.getHref()}>{t('room.back')}</Link>} />
      </div>
    );
  }
  return <ChatView key={room} room={room} />;
}

function BackIcon() {
  return currentLocale() === 'ar' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />;
}

function ChatView({ room }: { room: number }) {
  const { t } = useTranslation(NS);
  const visitor = useSession((s) => s.visitor);
  const rooms = useRooms();
  // The history arriving is rendered as a transition, in slices (the whole room at once was one long task).
  const history = useDeferredQuery(useRoomMessages(room));
  const markRead = useMarkRoomRead(room);
  const status = useRealtimeStatus();
  const announce = (count: number) => bus.emit('chat:count', { count });
  const { live, invoices, add } = useLiveRoom(room, () => markRead.mutate(undefined, { onSuccess: announce }));
  useInvoicePaymentReturn(room);

  // Opening the room read it (the messages call marks it): tell the header the fresh count.
  const loaded = history.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per room, when the history arrives
  useEffect(() => {
    if (loaded) markRead.mutate(undefined, { onSuccess: announce });
  }, [loaded]);

  // The first view the HTML drew from the early answer (a phone's) stays until the history (or its error) is here.
  useEffect(() => {
    if (!history.isPending) dismissFirstView();
  }, [history.isPending]);

  const pages = history.data?.pages;
  const messages = useMemo(
    () => withInvoiceStates(mergeMessages(...[...(pages ?? [])].reverse().map((p) => p.messages.data), live), invoices),
    [pages, live, invoices],
  );
  const info = pages?.[0]?.room ?? rooms.data?.find((r) => r.id === room);
  const member = info?.member;
  const isCustomer = visitor === 'user';
  const notFound = history.isError && history.error instanceof ApiError && history.error.key === 'fail';

  let main: React.ReactNode;
  if (history.isPending) main = <MessageListSkeleton />;
  else if (notFound)
    main = <EmptyState message={t('room.notFound')} action={<Link to={paths.allchatsView.getHref()}>{t('room.back')}</Link>} />;
  else if (history.isError) main = <LoadFailed onRetry={() => void history.refetch()} error={history.error} />;
  else
    main = (
      <MessageList
        messages={messages}
        canPay={isCustomer}
        hasOlder={Boolean(history.hasNextPage)}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
      />
    );

  return (
    <div className="souq-container chat-page chat-page--room">
      <aside className="chat-side" aria-label={t('rooms.title')}>
        <h2 className="chat-side__title">{t('rooms.title')}</h2>
        {rooms.isPending ? (
          <RoomListSkeleton rows={4} />
        ) : rooms.isError ? (
          <LoadFailed onRetry={() => void rooms.refetch()} error={rooms.error} />
        ) : rooms.data.length === 0 ? (
          <EmptyState message={t('rooms.empty')} />
        ) : (
          <RoomList rooms={rooms.data} activeId={room} label={t('rooms.title')} />
        )}
      </aside>
      <section className="chat-main" aria-labelledby="chat-room-title">
        <header className="chat-main__head">
          <Link to={paths.allchatsView.getHref()} className="chat-main__back" aria-label={t('room.back')} data-testid="chat-back">
            <BackIcon />
          </Link>
          {member?.image ? (
            <img className="chat-main__avatar" {...imageSources(member.image, '40px')} alt="" width={40} height={40} />
          ) : (
            <span className="chat-skel chat-skel--avatar chat-main__avatar" aria-hidden="true" />
          )}
          <h1 className="chat-main__name" id="chat-room-title">
            {member ? member.name || member.user_name : t('room.messages')}
          </h1>
          {member && isCustomer && member.type === 'Provider' ? (
            <Link className="chat-main__profile" to={paths.providerProfile.getHref({ id: String(member.id) })}>
              {t('room.providerProfile')}
            </Link>
          ) : null}
        </header>
        {status === 'connecting' ? (
          <p className="chat-status" role="status">
            {t('room.reconnecting')}
          </p>
        ) : status === 'disconnected' ? (
          <div className="chat-status chat-status--offline" role="alert">
            <span>{t('room.offline')}</span>
            <PlainButton
              size="small"
              onClick={() => {
                reconnectRealtime();
                void history.refetch();
              }}
            >
              {t('room.retry')}
            </PlainButton>
          </div>
        ) : null}
        {main}
        {notFound ? null : <Composer room={room} onSent={add} />}
      </section>
    </div>
  );
}
