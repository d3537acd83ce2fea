/** Rate the other side of a completed order: stars (whole steps, required) and an optional comment. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Rate } from '@souq/ui';
import { ActionModal } from './action-modal';
import { NS } from '@/config/namespace';
import './i18n';

export interface RatingModalProps {
  open: boolean;
  /** Who is rated. */
  name: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (value: { value: number; comment: string }) => void;
}

export function RatingModal({ open, name, pending, onClose, onSubmit }: RatingModalProps) {
  const { t } = useTranslation(NS);
  const [value, setValue] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const labelId = useId();
  const commentId = useId();

  const submit = () => {
    if (value < 1) {
      setMissing(true);
      return;
    }
    onSubmit({ value, comment: comment.trim() });
  };

  return (
    <ActionModal
      open={open}
      title={t('rate.title', { name })}
      action={t('rate.submit')}
      pending={pending}
      onAction={submit}
      onClose={onClose}
    >
      <p id={labelId}>{t('rate.value')}</p>
      <Rate
        aria-labelledby={labelId}
        value={value}
        onChange={(v: number) => {
          setValue(v);
          setMissing(false);
        }}
        style={{ fontSize: 32 }}
      />
      {missing ? (
        <p role="alert" className="orders-error">
          {t('rate.valueRequired')}
        </p>
      ) : null}
      <label htmlFor={commentId} className="orders-label">
        {t('rate.comment')}
      </label>
      <Input.TextArea id={commentId} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
    </ActionModal>
  );
}
