import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { IMAGE_ACCEPT, isImageFile, previewUrl, revokePreviewUrl } from '@souq/ui';

export interface AvatarPickerProps {
  /** The stored photo (absolute URL). */
  current: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  disabled?: boolean;
}

/** Avatar with a preview of the picked photo (images only). */
export function AvatarPicker({ current, value, onChange, disabled }: AvatarPickerProps) {
  const { t } = useTranslation(NS);
  const [preview, setPreview] = useState('');
  const [rejected, setRejected] = useState(false);

  useEffect(() => {
    if (!value) {
      setPreview('');
      return;
    }
    const url = previewUrl(value);
    setPreview(url);
    return () => revokePreviewUrl(url);
  }, [value]);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setRejected(true);
      return;
    }
    setRejected(false);
    onChange?.(file);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, marginBlockEnd: 16 }}>
      <img
        src={preview || current}
        alt={t('profile.avatar')}
        width={112}
        height={112}
        style={{ borderRadius: '50%', objectFit: 'cover', border: '3px solid #e5ecea', background: '#f7fbfa' }}
      />
      <label className="souq-btn" style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}>
        <input type="file" accept={IMAGE_ACCEPT} onChange={onPick} disabled={disabled} className="souq-visually-hidden" />
        <CameraOutlined aria-hidden="true" /> {t('profile.changeAvatar')}
      </label>
      {rejected ? (
        <p role="alert" className="souq-field-error">
          {t('common.imagesOnly')}
        </p>
      ) : null}
    </div>
  );
}
