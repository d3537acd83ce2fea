import { type ChangeEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@souq/contracts';
import { Button, IMAGE_ACCEPT, isImageFile, looksLikeImage, usePickedFiles } from '@souq/ui';
import { DeleteOutlined, FileOutlined, PlusOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { Confirm } from './confirm';

export interface FilePickerProps {
  /** New files (an antd Form.Item injects value/onChange). */
  value?: File[];
  onChange?: (files: File[]) => void;
  /** 'images': images only (docs/product/README.md#validation-rules); 'any': downloadable files of any type. */
  kind?: 'images' | 'any';
  /** Files already on the server, each removable through `onRemoveExisting` (after a confirmation). */
  existing?: Attachment[];
  onRemoveExisting?: (attachment: Attachment) => Promise<unknown>;
  addLabel?: string;
  disabled?: boolean;
  id?: string;
}

function Thumb({ name, src }: { name: string; src: string }) {
  return src && looksLikeImage(name || src) ? (
    <img src={src} alt={name} loading="lazy" />
  ) : (
    <span className="pa-thumb__file">
      <FileOutlined aria-hidden="true" />
      <span>{name}</span>
    </span>
  );
}

/** Previews of what is kept and what is picked; each one removable. */
export function FilePicker({
  value,
  onChange,
  kind = 'images',
  existing = [],
  onRemoveExisting,
  addLabel,
  disabled = false,
  id,
}: FilePickerProps) {
  const { t } = useTranslation(NS);
  const files = useMemo(() => value ?? [], [value]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const { keyOf, urls } = usePickedFiles(files);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = '';
    const ok = kind === 'images' ? picked.filter(isImageFile) : picked;
    setRejected(kind === 'images' ? picked.filter((f) => !isImageFile(f)).map((f) => f.name) : []);
    if (ok.length) onChange?.([...files, ...ok]);
  };

  const removeExisting = async (attachment: Attachment) => {
    setRemoving(attachment.name);
    try {
      await onRemoveExisting?.(attachment);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div>
      <ul className="pa-thumbs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {existing.map((a) => (
          <li key={`s-${a.name}`} className="pa-thumb">
            <Thumb name={a.name} src={a.link} />
            {onRemoveExisting ? (
              <span className="pa-thumb__remove">
                <Confirm onConfirm={() => removeExisting(a)}>
                  <Button
                    size="small"
                    danger
                    shape="circle"
                    icon={<DeleteOutlined aria-hidden="true" />}
                    loading={removing === a.name}
                    disabled={disabled}
                    aria-label={`${t('common.removeImage')}: ${a.name}`}
                  />
                </Confirm>
              </span>
            ) : null}
          </li>
        ))}
        {files.map((file, i) => (
          <li key={keyOf(file)} className="pa-thumb">
            <Thumb name={file.name} src={urls[i] ?? ''} />
            <span className="pa-thumb__remove">
              <Button
                size="small"
                danger
                shape="circle"
                icon={<DeleteOutlined aria-hidden="true" />}
                disabled={disabled}
                onClick={() => onChange?.(files.filter((_, j) => j !== i))}
                aria-label={`${t('common.removeImage')}: ${file.name}`}
              />
            </span>
          </li>
        ))}
        <li className="pa-thumb">
          <label className="pa-thumb__file" style={{ cursor: disabled ? 'not-allowed' : 'pointer', blockSize: '100%', inlineSize: '100%' }}>
            <input
              id={id}
              type="file"
              accept={kind === 'images' ? IMAGE_ACCEPT : undefined}
              multiple
              disabled={disabled}
              onChange={onPick}
              className="souq-visually-hidden"
            />
            <PlusOutlined aria-hidden="true" />
            <span>{addLabel ?? t('common.addImages')}</span>
          </label>
        </li>
      </ul>
      {rejected.length ? (
        <p role="alert" className="souq-field-error">
          {t('common.imagesOnly')}: {rejected.join('، ')}
        </p>
      ) : null}
    </div>
  );
}
