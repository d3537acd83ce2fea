import type { ReactNode } from 'react';
import { PlainButton } from './plain-button';
import { Notice } from './notice';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../lib/i18n';

export interface ComingSoonProps {
  /** Already translated page name, shown under the title. */
  page?: ReactNode;
  /** Where "back to home" goes; a plain link so it works in and out of a router. */
  homeHref?: string;
  onHome?: () => void;
}

export function ComingSoon({ page, homeHref = '/', onHome }: ComingSoonProps) {
  const { t } = useTranslation(UI_NS);
  return (
    <Notice
      status="info"
      title={t('comingSoon.title')}
      description={
        <>
          {page ? <strong style={{ display: 'block' }}>{page}</strong> : null}
          {t('comingSoon.subtitle')}
        </>
      }
      extra={
        <PlainButton variant="primary" onClick={onHome ?? (() => window.location.assign(homeHref))}>
          {t('backHome')}
        </PlainButton>
      }
    />
  );
}
