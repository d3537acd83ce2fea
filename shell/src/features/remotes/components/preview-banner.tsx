import { useTranslation } from 'react-i18next';
import { PlainButton } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import { endPreview, previewRelease } from '@/lib/federation';

/** Names the release this tab previews (`?preview=`), with a way back to the live ones. */
export function PreviewBanner() {
  const { t } = useTranslation(SHELL_NS);
  const preview = previewRelease();
  if (!preview) return null;
  const end = () => {
    endPreview();
    const url = new URL(window.location.href);
    url.searchParams.delete('preview');
    window.location.replace(url.toString());
  };
  return (
    <div className="souq-preview-banner" role="status" data-testid="preview-banner">
      <span>{t('preview.banner', { remote: preview.remote, version: preview.version, interpolation: { escapeValue: false } })}</span>
      <PlainButton onClick={end}>{t('preview.end')}</PlainButton>
    </div>
  );
}
