import { useTranslation } from 'react-i18next';
import type { Attachment } from '@souq/contracts';
import { FileOutlined, PaperClipOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import './i18n';

const IMAGE = /\.(jpe?g|png|webp|gif)$/i;

/** Attachments or delivery files: images as thumbnails, anything else as a file link. */
export function FilesList({ title, files, headingId }: { title: string; files: Attachment[]; headingId: string }) {
  const { t } = useTranslation(NS);
  return (
    <section className="orders-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="orders-section__title">
        <PaperClipOutlined aria-hidden="true" /> {title}
      </h2>
      {files.length === 0 ? (
        <p className="orders-muted">{t('order.noFiles')}</p>
      ) : (
        <ul className="orders-files">
          {files.map((f, i) => {
            const name = f.name || t('order.file', { index: i + 1 });
            const isImage = IMAGE.test(f.name || f.link);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a link
              <li key={`${f.link}-${i}`}>
                <a
                  href={f.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('order.openFile', { name })}
                  className="orders-file"
                >
                  {isImage ? (
                    <img src={f.link} alt="" width={64} height={64} loading="lazy" className="orders-file__thumb" />
                  ) : (
                    <FileOutlined aria-hidden="true" className="orders-file__icon" />
                  )}
                  <span className="orders-file__name" dir="auto">
                    {name}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
