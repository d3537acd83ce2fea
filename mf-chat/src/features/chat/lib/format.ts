import { formatDate, type Locale, parseApiDate } from '@souq/i18n';
import type { ChatMessage, ChatRoom } from '@souq/contracts';

/** The time of a message, in the app's one time form per language (`formatDate`'s `time`). */
export function formatTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso || !parseApiDate(iso)) return '';
  return formatDate(iso, locale, 'time');
}

/** Local calendar day of a timestamp, "2026-11-25". */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Day separator text: today, yesterday, or the date. */
export function dayLabel(key: string, locale: Locale, words: { today: string; yesterday: string }, now = new Date()): string {
  const today = dayKey(now.toISOString());
  const y = new Date(now);
  y.setDate(y.getDate() - 1);
  if (key === today) return words.today;
  if (key === dayKey(y.toISOString())) return words.yesterday;
  return formatDate(key, locale);
}

/** When the room's last message was sent: the time today, else the date. */
export function roomTime(room: ChatRoom, locale: Locale, now = new Date()): string {
  if (!room.last_message_at) return '';
  return dayKey(room.last_message_at) === dayKey(now.toISOString())
    ? formatTime(room.last_message_at, locale)
    : formatDate(room.last_message_at, locale);
}

export type PreviewKind = 'text' | 'image' | 'file' | 'invoice' | 'none';

/** What the room list says about the last message (the existing client's rules, by type when known). */
export function previewKind(room: Pick<ChatRoom, 'last_message_body' | 'last_message_type'>): PreviewKind {
  const body = room.last_message_body;
  if (!body && !room.last_message_type) return 'none';
  if (room.last_message_type) return room.last_message_type;
  if (body.includes('final_total')) return 'invoice';
  if (/\.(png|jpe?g|webp|gif)$/i.test(body)) return 'image';
  if (/^https?:\/\/\S+\.[a-z0-9]{2,5}$/i.test(body)) return 'file';
  return 'text';
}

/**
 * Two API times in order (they are written alike, so text order is time order). Not
 * localeCompare: its first use builds an ICU collator, a long task in the room's first render.
 */
export const compareTimes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Messages by id, oldest first, each once. */
export function mergeMessages(...lists: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => compareTimes(a.created_at, b.created_at) || a.id - b.id);
}

/** Messages with the invoice states pushed since they were read applied. */
export function withInvoiceStates(
  messages: ChatMessage[],
  states: Record<number, NonNullable<ChatMessage['invoice']>['status']>,
): ChatMessage[] {
  return messages.map((m) => {
    const status = m.invoice ? states[m.invoice.negotiate_id] : undefined;
    return m.invoice && status && status !== m.invoice.status ? { ...m, invoice: { ...m.invoice, status, is_paid: status === 'paid' } } : m;
  });
}

/** The file name to show for a file message. */
export function fileLabel(message: Pick<ChatMessage, 'body' | 'file_name'>): string {
  if (message.file_name) return message.file_name;
  try {
    const last = new URL(message.body).pathname.split('/').pop();
    return last ? decodeURIComponent(last) : message.body;
  } catch {
    return message.body;
  }
}
