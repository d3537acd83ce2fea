/** /allchatsView — every room of the signed-in customer or provider, newest activity first, live. */
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useRooms } from '../api/get-rooms';
import { RoomList, RoomListSkeleton } from '../components/room-list';
import { useLiveRooms } from '../hooks/use-live-room';
import '../components/chat.css';

export default function AllchatsViewPage() {
  const { t } = useTranslation(NS);
  const rooms = useRooms();
  useLiveRooms();

  let body: React.ReactNode;
  if (rooms.isPending) body = <RoomListSkeleton />;
  else if (rooms.isError) body = <LoadFailed onRetry={() => void rooms.refetch()} error={rooms.error} />;
  else if (rooms.data.length === 0) body = <EmptyState message={t('rooms.empty')} />;
  else body = <RoomList rooms={rooms.data} label={t('rooms.title')} />;

  return (
    <div className="souq-container chat-page chat-page--rooms">
      <h1 className="chat-page__title">{t('rooms.title')}</h1>
      <section className="chat-panel">{body}</section>
    </div>
  );
}
