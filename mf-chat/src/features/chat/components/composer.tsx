import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX, errorMessage } from '@souq/api-client';
import type { ChatMessage } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { PlainButton } from '@souq/ui';
import { CloseOutlined, FileOutlined, PaperClipOutlined, SendOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { newClientMessageId, useSendMessage } from '../api/send-message';
import { useUploadRoomFile } from '../api/upload-room-file';
import { EmojiPicker } from './emoji-picker';

/**
 * The message box (docs/product/README.md#validation-rules): send is disabled with neither text nor a file; typing hides the
 * upload button; an attachment disables the text box. Enter sends, Shift+Enter breaks the line.
 */
export function Composer({ room, onSent }: { room: number; onSent: (message: ChatMessage) => void }) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  // Kept until the message is stored: a retry of the same message is stored once.
  const clientId = useRef<string | null>(null);
  const send = useSendMessage();
  const upload = useUploadRoomFile(room);
  const sending = send.isPending || upload.isPending;
  const canSend = !sending && (file !== null || text.trim().length > 0);

  const reset = () => {
    setText('');
    setFile(null);
    clientId.current = null;
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async () => {
    if (!canSend) return;
    clientId.current ??= newClientMessageId();
    try {
      let payload: { type: 'text' | 'image' | 'file'; body: string };
      if (file) {
        let uploaded: Awaited<ReturnType<typeof upload.mutateAsync>>;
        try {
          uploaded = await upload.mutateAsync(file);
        } catch (err) {
          toast.error(errorMessage(err, t('composer.uploadFailed')));
          return;
        }
        payload = { type: uploaded.type, body: uploaded.file_name };
      } else {
        payload = { type: 'text', body: text.trim() };
      }
      const message = await send.mutateAsync({ room_id: room, ...payload, client_message_id: clientId.current });
      reset();
      onSent(message);
      requestAnimationFrame(() => textArea.current?.focus());
    } catch (err) {
      toast.error((err instanceof Error && err.message) || t('composer.sendFailed'));
    }
  };

  const insertEmoji = (emoji: string) => {
    const el = textArea.current;
    if (!el) {
      setText((v) => v + emoji);
      return;
    }
    const start = el.selectionStart ?? text.length;
    const end = el.selectionEnd ?? text.length;
    const next = text.slice(0, start) + emoji + text.slice(end);
    if (next.length > CHAT_TEXT_MAX) return;
    setText(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      {file ? (
        <div className="chat-composer__file" data-testid="attachment">
          <FileOutlined aria-hidden="true" />
          <span className="chat-composer__file-name">{file.name}</span>
          <PlainButton
            variant="text"
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={t('composer.removeFile')}
            disabled={sending}
            onClick={() => {
              setFile(null);
              clientId.current = null;
              if (fileInput.current) fileInput.current.value = '';
            }}
          />
        </div>
      ) : null}
      <div className="chat-composer__row">
        <EmojiPicker onPick={insertEmoji} disabled={sending || file !== null} />
        {text.length === 0 ? (
          <>
            <input
              ref={fileInput}
              type="file"
              className="chat-composer__input-file"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="file-input"
              onChange={(e) => {
                const picked = e.target.files?.[0] ?? null;
                setFile(picked);
                clientId.current = null;
              }}
            />
            <PlainButton
              variant="text"
              shape="circle"
              icon={<PaperClipOutlined />}
              aria-label={t('composer.attach')}
              disabled={sending}
              onClick={() => fileInput.current?.click()}
            />
          </>
        ) : null}
        {/* A plain text area (grows with its text in CSS, up to four lines): the room's first view fetches no antd. */}
        <textarea
          ref={textArea}
          rows={1}
          className="souq-input chat-composer__text"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            clientId.current = null;
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label')}
          maxLength={CHAT_TEXT_MAX}
          disabled={file !== null}
          readOnly={sending}
        />
        <PlainButton
          variant="primary"
          shape="circle"
          htmlType="submit"
          icon={<SendOutlined className="chat-composer__send-icon" />}
          aria-label={t('composer.send')}
          disabled={!canSend}
          loading={sending}
        />
      </div>
    </form>
  );
}
