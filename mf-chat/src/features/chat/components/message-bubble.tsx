import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { Image, imageSources } from '@souq/ui';
import { FileOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { fileLabel, formatTime } from '../lib/format';
import { InvoiceCard } from './invoice-card';

/**
 * One message. Own messages sit at the inline end (right in English, left in Arabic), the
 * other member's at the inline start: logical CSS mirrors them with the direction.
 * Text is rendered as text (markup shows literally).
 */
export function MessageBubble({ message, canPay }: { message: ChatMessage; canPay: boolean }) {
  const { t } = useTranslation(NS);
  const mine = message.is_sender;
  const time = formatTime(message.created_at, currentLocale());
  let content: React.ReactNode;
  if (message.type === 'image') {
    content = (
      <Image
        {...imageSources(message.body, '(max-width: 600px) 70vw, 280px')}
        alt={message.file_name ?? t('room.image')}
        width={220}
        className="chat-msg__image"
      />
    );
  } else if (message.type === 'file') {
    const name = fileLabel(message);
    content = (
      <a href={message.body} target="_blank" rel="noreferrer noopener" className="chat-msg__file" aria-label={t('room.openFile', { name })}>
        <FileOutlined aria-hidden="true" />
        <span className="chat-msg__file-name">{name}</span>
      </a>
    );
  } else if (message.type === 'invoice') {
    content = <InvoiceCard message={message} canPay={canPay} />;
  } else {
    content = <p className="chat-msg__text">{message.body}</p>;
  }
  return (
    <li className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--theirs'}`} data-testid={`message-${message.id}`}>
      <div className={`chat-msg__bubble chat-msg__bubble--${message.type}`}>
        {content}
        <time className="chat-msg__time" dateTime={message.created_at}>
          {time}
        </time>
      </div>
    </li>
  );
}
