import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, FileOutlined, PlusOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import './image-picker.css';
import { IMAGE_ACCEPT, isImageFile, usePickedFiles } from '@souq/ui';

export interface ImagePickerProps {
  /** Controlled list (an antd Form.Item injects value/onChange). */
  value?: File[];
  onChange?: (files: File[]) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * Picks image attachments (docs/product/README.md#validation-rules: images only, multiple): previews, each removable. Files
 * that are not images are left out with a message saying which ones.
 */
export function ImagePicker({ value, onChange, disabled = false, id }: ImagePickerProps) {
  const { t } = useTranslation(NS);
  const files = value ?? [];
  const [rejected, setRejected] = useState<string[]>([]);
  const { keyOf, urls } = usePickedFiles(files);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    // Let the same file be picked again after removing it.
    e.target.value = '';
    const images = picked.filter(isImageFile);
    setRejected(picked.filter((f) => !isImageFile(f)).map((f) => f.name));
    if (images.length) onChange?.([...files, ...images]);
  };

  const remove = (index: number) => {
    setRejected([]);
    onChange?.(files.filter((_, i) => i !== index));
  };

  return (
    <div className="catalog-picker">
      <ul className="catalog-picker__list">
        {files.map((file, i) => (
          <li key={keyOf(file)} className="catalog-picker__item">
            {urls[i] ? (
              <img src={urls[i]} alt={file.name} className="catalog-picker__thumb" />
            ) : (
              <span className="catalog-picker__thumb catalog-picker__thumb--empty" role="img" aria-label={file.name}>
                <FileOutlined aria-hidden="true" />
              </span>
            )}
            <button
              type="button"
              className="catalog-picker__remove"
              onClick={() => remove(i)}
              disabled={disabled}
              aria-label={t('images.remove', { name: file.name })}
            >
              <DeleteOutlined aria-hidden="true" />
            </button>
          </li>
        ))}
        <li>
          <label className={`catalog-picker__add${disabled ? ' catalog-picker__add--disabled' : ''}`}>
            <input
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              disabled={disabled}
              onChange={onPick}
              className="souq-visually-hidden"
            />
            <PlusOutlined aria-hidden="true" />
            <span>{t('images.add')}</span>
          </label>
        </li>
      </ul>
      <div className="catalog-picker__status" aria-live="polite">
        {rejected.length ? (
          <p role="alert" className="souq-field-error">
            {t('images.notImage', { count: rejected.length, names: rejected.join('، ') })}
          </p>
        ) : (
          <span className="souq-visually-hidden">{t('images.count', { count: files.length })}</span>
        )}
      </div>
    </div>
  );
}
