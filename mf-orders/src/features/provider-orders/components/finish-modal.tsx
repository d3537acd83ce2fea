/** Finish with delivery files (any type, at least one). */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@souq/ui';
import { DeleteOutlined, FileOutlined, UploadOutlined } from '@souq/ui/icons';
import { ActionModal } from '@/components/action-modal';
import { NS } from '@/config/namespace';
import '../i18n';

export interface FinishModalProps {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (files: File[]) => void;
}

export function FinishModal({ open, pending, onClose, onSubmit }: FinishModalProps) {
  const { t } = useTranslation(NS);
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const inputId = useId();

  const submit = () => {
    if (files.length === 0) {
      setMissing(true);
      return;
    }
    onSubmit(files);
  };

  return (
    <ActionModal
      open={open}
      title={t('providerOrders.finishTitle')}
      action={t('providerOrders.actions.finish')}
      pending={pending}
      onAction={submit}
      onClose={onClose}
      afterClose={() => setFiles([])}
    >
      <p className="orders-muted">{t('providerOrders.finishHint')}</p>
      <label htmlFor={inputId} className="orders-upload">
        <UploadOutlined aria-hidden="true" /> {t('providerOrders.chooseFiles')}
        <input
          id={inputId}
          type="file"
          multiple
          aria-label={t('providerOrders.files')}
          className="orders-upload__input"
          disabled={pending}
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            if (picked.length) {
              setFiles((prev) => [...prev, ...picked]);
              setMissing(false);
            }
            e.target.value = '';
          }}
        />
      </label>
      {missing ? (
        <p role="alert" className="orders-error">
          {t('providerOrders.filesRequired')}
        </p>
      ) : null}
      {files.length ? (
        <ul className="orders-upload__list">
          {files.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: picked files may share a name
            <li key={`${f.name}-${i}`}>
              <FileOutlined aria-hidden="true" /> <span dir="auto">{f.name}</span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`${t('cancel')} ${f.name}`}
                onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}
                disabled={pending}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </ActionModal>
  );
}
