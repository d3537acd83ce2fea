import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@souq/auth';
import { direction, currentLocale } from '@souq/i18n';
import { PlainButton, Divider, Drawer, MenuOutlined, ShopOutlined, ToolOutlined } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import { ServicesMenu, ServicesPanel } from './services-menu';
import { StoresMenu, StoresPanel } from './stores-menu';
import { AccountActions, HeaderIcons, LanguageSwitch } from './header-actions';
import { HeaderSearch } from './header-search';
import { paths } from '@souq/routes';

export function Logo() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Link to={paths.home.getHref()} className="souq-logo" aria-label={t('logoLabel')}>
      {/* The "س" mark is drawn by CSS: a picture, not part of the link's text. */}
      <span className="souq-logo__mark" aria-hidden="true" />
      <span className="souq-logo__text">{t('brand')}</span>
    </Link>
  );
}

/**
 * Publishes the header's height as `--souq-header-block-size` on <html>: the header is sticky
 * and one or two rows high (the search takes its own row below 1360 px), and a page that fills
 * the rest of the screen (the chat room) sizes itself from it instead of guessing.
 */
function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--souq-header-block-size', `${Math.ceil(el.getBoundingClientRect().height)}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--souq-header-block-size');
    };
  }, []);
  return ref;
}

export function Header() {
  const { t } = useTranslation(SHELL_NS);
  const visitor = useSession((s) => s.visitor);
  const isProvider = visitor === 'provider';
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer (and its code) is only mounted once it has been opened.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const close = () => setDrawerOpen(false);
  const dir = direction(currentLocale());
  const headerRef = usePublishedHeight();

  return (
    <header className="souq-header" ref={headerRef}>
      <div className="souq-container souq-header__inner">
        <PlainButton
          className="souq-header__burger"
          variant="text"
          icon={<MenuOutlined />}
          aria-label={t('header.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
        />
        <Logo />
        <nav className="souq-header__nav" aria-label={t('header.mainNav')}>
          {isProvider ? null : (
            <>
              <ServicesMenu />
              <StoresMenu />
            </>
          )}
        </nav>
        {isProvider ? null : <HeaderSearch />}
        <div className="souq-header__icons">
          <HeaderIcons />
        </div>
        <div className="souq-header__end">
          <LanguageSwitch />
          <AccountActions />
        </div>
      </div>
      {drawerMounted ? (
        <Drawer
          open={drawerOpen}
          onClose={close}
          placement={dir === 'rtl' ? 'right' : 'left'}
          title={t('header.menu')}
          size={320}
          closable={{ 'aria-label': t('header.menu') }}
        >
          <nav aria-label={t('header.mainNav')} className="souq-drawer-nav">
            {isProvider ? null : (
              <>
                <h3 className="souq-drawer-nav__title">
                  <ToolOutlined /> {t('header.services')}
                </h3>
                <ServicesPanel onNavigate={close} />
                <Divider />
                <h3 className="souq-drawer-nav__title">
                  <ShopOutlined /> {t('header.stores')}
                </h3>
                <StoresPanel onNavigate={close} />
                <Divider />
              </>
            )}
            <LanguageSwitch block />
            <Divider />
            <AccountActions vertical onNavigate={close} />
          </nav>
        </Drawer>
      ) : null}
    </header>
  );
}
