import { useCallback, useEffect, useState } from 'react';
import { Modal } from '../lazy-antd';
import { Notice } from './notice';
import { useTranslation } from 'react-i18next';
import { bus } from '@souq/event-bus';
import { getSession, isSignedIn } from '@souq/auth';
import { UI_NS } from '../lib/i18n';

/** Spec §9: the need-login modal closes by itself after 2 seconds. */
export const NEED_LOGIN_AUTO_CLOSE_MS = 2000;

/** Ask the page to show the need-login modal (any app may call it; the shell mounts one modal). */
export function showNeedLogin(): void {
  bus.emit('need-login', {});
}

/**
 * `ensureSignedIn()` returns true when there is a session; otherwise it shows the
 * need-login modal and returns false, so callers can write `if (!ensureSignedIn()) return;`.
 */
export function useNeedLogin() {
  const ensureSignedIn = useCallback((): boolean => {
    if (isSignedIn(getSession())) return true;
    showNeedLogin();
    return false;
  }, []);
  return { ensureSignedIn, show: showNeedLogin };
}

/** Mounted once (by SouqProviders); listens for `need-login` on the bus. */
export function NeedLoginModal({ autoCloseMs = NEED_LOGIN_AUTO_CLOSE_MS }: { autoCloseMs?: number }) {
  const { t } = useTranslation(UI_NS);
  const [openedAt, setOpenedAt] = useState<number | null>(null);

  useEffect(() => bus.on('need-login', () => setOpenedAt(Date.now())), []);

  useEffect(() => {
    if (openedAt === null) return undefined;
    const timer = setTimeout(() => setOpenedAt(null), autoCloseMs);
    return () => clearTimeout(timer);
  }, [openedAt, autoCloseMs]);

  // Rendered only while open: the modal's code is fetched the first time it is needed.
  if (openedAt === null) return null;
  return (
    <Modal
      open
      onCancel={() => setOpenedAt(null)}
      footer={null}
      centered
      width={380}
      title={<span className="souq-visually-hidden">{t('needLogin.title')}</span>}
      closable={{ 'aria-label': t('close') }}
    >
      <Notice status="warning" title={t('needLogin.message')} />
    </Modal>
  );
}
