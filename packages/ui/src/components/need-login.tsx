import { useCallback, useEffect, useState } from 'react';
import { Button, Modal } from '../lazy-antd';
import { Notice } from './notice';
import { useTranslation } from 'react-i18next';
import { bus } from '@souq/event-bus';
import { getSession, isSignedIn } from '@souq/auth';
import { paths, withReturnTo } from '@souq/routes';
import { UI_NS } from '../lib/i18n';

/** The path the visitor is on now (the default place to come back to). */
function here(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Ask the page to show the need-login modal (any app may call it; the shell mounts one
 * modal). `returnTo` is where signing in leads back to; by default the current page.
 */
export function showNeedLogin(returnTo: string | undefined = here()): void {
  bus.emit('need-login', { returnTo });
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

/**
 * Mounted once (by SouqProviders); listens for `need-login` on the bus. It stays open until
 * the visitor picks an action: "sign in" and "create account" lead to the customer forms
 * carrying `?returnTo=`, so signing in lands back where the visitor was going.
 */
export function NeedLoginModal() {
  const { t } = useTranslation(UI_NS);
  const [request, setRequest] = useState<{ returnTo?: string } | null>(null);

  useEffect(() => bus.on('need-login', (payload) => setRequest({ returnTo: payload.returnTo })), []);

  // Rendered only while open: the modal's code is fetched the first time it is needed.
  if (request === null) return null;
  const go = (href: string) => {
    setRequest(null);
    bus.emit('navigate', { to: withReturnTo(href, request.returnTo) });
  };
  return (
    <Modal
      open
      onCancel={() => setRequest(null)}
      footer={null}
      centered
      width={380}
      title={<span className="souq-visually-hidden">{t('needLogin.title')}</span>}
      closable={{ 'aria-label': t('close') }}
    >
      <Notice status="warning" title={t('needLogin.message')} />
      <div className="souq-need-login-actions">
        <Button type="primary" block onClick={() => go(paths.userLogin.getHref())}>
          {t('needLogin.signIn')}
        </Button>
        <Button block onClick={() => go(paths.userRegister.getHref())}>
          {t('needLogin.register')}
        </Button>
      </div>
    </Modal>
  );
}
