import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton, ArrowUpOutlined } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';

/** docs/product/README.md#constants: the button appears after scrolling 100 px. */
export const SCROLL_TOP_THRESHOLD = 100;

export function ScrollToTopButton() {
  const { t } = useTranslation(SHELL_NS);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    // No reading of scrollY at mount: it forces a layout in the first commit, and a page opens
    // at the top (a restored scroll position fires a scroll event).
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <PlainButton
      className="souq-scroll-top"
      variant="primary"
      shape="circle"
      size="large"
      icon={<ArrowUpOutlined />}
      aria-label={t('scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
