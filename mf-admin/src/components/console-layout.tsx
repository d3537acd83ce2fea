import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { adminSignOut } from '@souq/api-client';
import { useAdminSession } from '@souq/auth';
import { currentLocale, switchLocale } from '@souq/i18n';
import { paths } from '@souq/routes';
import { Button, Layout, Menu, type MenuProps, useMediaQuery } from '@souq/ui';
import { ADMIN_CATALOGUE_KINDS } from '@souq/contracts';
import { NS } from '@/config/namespace';
import './console-layout.css';

export interface ConsoleLayoutProps {
  title: ReactNode;
  /** Buttons beside the title (add, export). */
  actions?: ReactNode;
  children: ReactNode;
}

function useMenuItems(): MenuProps['items'] {
  const { t } = useTranslation(NS);
  const link = (href: string, label: string) => ({ key: href, label: <Link to={href}>{label}</Link> });
  return [
    link(paths.adminDashboard.getHref(), t('menu.dashboard')),
    link(paths.adminProviders.getHref(), t('menu.providers')),
    link(paths.adminProducts.getHref(), t('menu.products')),
    link(paths.adminCustomers.getHref(), t('menu.customers')),
    link(paths.adminOrders.getHref(), t('menu.orders')),
    link(paths.adminComplaints.getHref(), t('menu.complaints')),
    link(paths.adminSettlements.getHref(), t('menu.settlements')),
    {
      key: 'catalogue',
      label: t('menu.catalogue'),
      children: ADMIN_CATALOGUE_KINDS.map((kind) => link(paths.adminCatalogue.getHref({ kind }), t(`kinds.${kind}.title`))),
    },
    link(paths.adminSettings.getHref(), t('menu.settings')),
    link(paths.adminAuditLog.getHref(), t('menu.auditLog')),
    link(paths.adminReleases.getHref(), t('menu.releases')),
    link(paths.adminAccounts.getHref(), t('menu.accounts')),
  ];
}

/**
 * The console's frame: a side menu (a drawer-like collapsed sider on phones, on the start side
 * in both directions), a top bar with the admin's name, language and sign-out, and one h1.
 */
export function ConsoleLayout({ title, actions, children }: ConsoleLayoutProps) {
  const { t } = useTranslation(NS);
  const name = useAdminSession((s) => s.admin_name);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 991px)');
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const items = useMenuItems();

  const signOut = async () => {
    setLeaving(true);
    await adminSignOut().catch(() => undefined);
    navigate(paths.adminLogin.getHref(), { replace: true });
  };
  const selected = pathname.startsWith('/admin/orders/') ? paths.adminOrders.getHref() : pathname;
  const collapsed = phone && !open;

  return (
    <Layout className="ad-console" hasSider>
      <Layout.Sider
        className="ad-console__sider"
        theme="light"
        width={240}
        collapsedWidth={0}
        collapsed={collapsed}
        trigger={null}
        aria-label={t('menu.label')}
      >
        <div className="ad-console__brand">{t('brand')}</div>
        <nav aria-label={t('menu.label')}>
          <Menu
            mode="inline"
            selectedKeys={[selected]}
            defaultOpenKeys={pathname.startsWith('/admin/catalogue') ? ['catalogue'] : []}
            items={items}
            onClick={() => setOpen(false)}
          />
        </nav>
      </Layout.Sider>
      {phone && open ? (
        <button type="button" className="ad-console__scrim" aria-label={t('menu.close')} onClick={() => setOpen(false)} />
      ) : null}
      <Layout className="ad-console__main">
        <header className="ad-console__bar">
          {phone ? (
            <Button aria-expanded={open} onClick={() => setOpen((o) => !o)}>
              {t('menu.open')}
            </Button>
          ) : null}
          <span className="ad-console__who">{name}</span>
          <span className="ad-console__spacer" />
          <Button onClick={() => switchLocale(currentLocale() === 'ar' ? 'en' : 'ar')} lang={currentLocale() === 'ar' ? 'en' : 'ar'}>
            {t('language')}
          </Button>
          <Button onClick={signOut} loading={leaving} disabled={leaving}>
            {t('signOut')}
          </Button>
        </header>
        <main className="ad-page">
          <div className="souq-page-head">
            <h1 className="ad-page__title">{title}</h1>
            {actions ? <div className="souq-page-head__actions">{actions}</div> : null}
          </div>
          {children}
        </main>
      </Layout>
    </Layout>
  );
}
