import { useTranslation } from 'react-i18next';
import { currentLocale, formatDate } from '@souq/i18n';
import { Modal } from '@souq/ui';
import { DownloadOutlined, FileOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import '../i18n';

export interface DownloadFile {
  name: string;
  link: string;
  expires_at: string;
}

const IMAGE = /\.(jpe?g|png|webp|gif)$/i;

/** The purchased product's files, each a download link (valid for a few minutes). */
export function DownloadFilesModal({ name, files, onClose }: { name: string; files: DownloadFile[] | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const time = formatDate(files?.[0]?.expires_at, currentLocale(), 'dateTime');
  return (
    <Modal
      open={files !== null}
      onCancel={onClose}
      footer={null}
      title={t('files.modalTitle', { name })}
      closable={{ 'aria-label': t('close') }}
    >
      {files && files.length === 0 ? <p>{t('files.noFiles')}</p> : null}
      {files?.length ? (
        <>
          <ul className="files-list">
            {files.map((f) => (
              <li key={f.link} className="files-list__item">
                {IMAGE.test(f.name) ? (
                  <img src={f.link} alt="" className="files-list__thumb" />
                ) : (
                  <FileOutlined className="files-list__icon" aria-hidden="true" />
                )}
                <bdi className="files-list__name">{f.name}</bdi>
                <a href={f.link} download={f.name} className="store-link-button" aria-label={t('files.fileLabel', { name: f.name })}>
                  <DownloadOutlined aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
          {time ? <p className="store-muted">{t('files.expires', { time })}</p> : null}
        </>
      ) : null}
    </Modal>
  );
}
