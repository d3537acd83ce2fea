import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@souq/auth';
import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { currentLocale, switchLocale } from '@souq/i18n';
import {
  PlainButton,
  BellOutlined,
  GlobalOutlined,
  HeartOutlined,
  LoginOutlined,
  LogoutOutlined,
  MessageOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import { useLogout } from '../../api/logout';
import { useCartCount, useChatBadge, useFavoritesCount, useNotificationBadge } from './use-header-counts';
import { manifest, paths, ROUTES_NS } from '@souq/routes';
import { accountLinks } from './account-nav';
import { Disclosure } from './disclosure';

/** Unread/cart count on an icon (decorative: the link's accessible name carries the number). */
function CountBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span className="souq-count-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Bell, cart, favourites and chat icons. Cart and favourites are for non-providers only. */
export function HeaderIcons() {
  const { t } = useTranslation(SHELL_NS);
  const visitor = useSession((s) => s.visitor);
  const token = useSession((s) => s.token);
  const signedIn = Boolean(token && visitor);
  const isProvider = visitor === 'provider';
  const notifications = useNotificationBadge(visitor, signedIn);
  const customer = signedIn && visitor === 'user';
  const cart = useCartCount(customer);
  const favorites = useFavoritesCount(customer);
  const chats = useChatBadge(signedIn);

  return (
    <>
      <Link
        to={paths.notifications.getHref()}
        className="souq-icon-link"
        aria-label={notifications ? t('header.notificationsCount', { count: notifications }) : t('header.notifications')}
        data-testid="header-notifications"
      >
        <BellOutlined />
        <CountBadge count={notifications} />
      </Link>
      {isProvider ? null : (
        <>
          <Link
            to={paths.cartView.getHref()}
            className="souq-icon-link"
            aria-label={cart ? t('header.cartCount', { count: cart }) : t('header.cart')}
            data-testid="header-cart"
          >
            <ShoppingCartOutlined />
            <CountBadge count={cart} />
          </Link>
          <Link
            to={paths.favView.getHref()}
            className="souq-icon-link"
            aria-label={favorites ? t('header.favouritesCount', { count: favorites }) : t('header.favourites')}
            data-testid="header-favourites"
          >
            <HeartOutlined />
            <CountBadge count={favorites} />
          </Link>
        </>
      )}
      <Link
        to={paths.allchatsView.getHref()}
        className="souq-icon-link"
        aria-label={chats ? t('header.chatsCount', { count: chats }) : t('header.chats')}
        data-testid="header-chats"
      >
        <MessageOutlined />
        <CountBadge count={chats} />
      </Link>
    </>
  );
}

export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const next = currentLocale() === 'ar' ? 'en' : 'ar';
  return (
    <PlainButton
      variant="text"
      block={block}
      icon={<GlobalOutlined />}
      onClick={() => switchLocale(next)}
      aria-label={t('header.languageLabel')}
      lang={next}
    >
      {t('header.language')}
    </PlainButton>
  );
}

/** Login buttons for visitors; profile and logout when signed in. */
export function AccountActions({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const visitor = useSession((s) => s.visitor);
  const token = useSession((s) => s.token);
  const signOut = useSession((s) => s.signOut);
  const name = useSession((s) => s.name);
  const providerShow = useSession((s) => s.providerShow);
  const logout = useLogout();
  const go = (path: string) => () => {
    onNavigate?.();
    navigate(path);
  };

  if (!token || !visitor) {
    return (
      <div className={vertical ? 'souq-account souq-account--vertical' : 'souq-account'}>
        <PlainButton variant="primary" icon={<LoginOutlined />} onClick={go(paths.userLogin.getHref())}>
          {t('header.loginUser')}
        </PlainButton>
        <PlainButton onClick={go(paths.providerLogin.getHref())}>{t('header.loginProvider')}</PlainButton>
      </div>
    );
  }

  const onLogout = () => {
    logout.mutate(visitor, {
      onSuccess: (res) => {
        if (res.msg) toast.success(res.msg);
        onNavigate?.();
        // Signed out towards the login screen: a login-only page follows there, not home.
        const login = visitor === 'provider' ? paths.providerLogin.getHref() : paths.userLogin.getHref();
        signOut({ next: login });
        void navigate(login);
      },
      onError: (err) => toast.error(errorMessage(err, t('header.logoutFailed'))),
    });
  };

  const links = (afterFollow?: () => void) =>
    accountLinks(visitor, providerShow).map(({ route }) => (
      <li key={route}>
        <Link
          className="souq-menu-item"
          to={paths[route].getHref()}
          onClick={afterFollow}
          data-testid={route === 'userProfile' || route === 'providerEditProfile' ? 'header-profile' : `account-${route}`}
        >
          {t(`${ROUTES_NS}:${manifest[route].title}`)}
        </Link>
      </li>
    ));
  const logoutButton = (
    <PlainButton icon={<LogoutOutlined />} onClick={onLogout} loading={logout.isPending} variant="danger" block={vertical}>
      {t('header.logout')}
    </PlainButton>
  );

  if (vertical) {
    return (
      <div className="souq-account souq-account--vertical">
        <ul className="souq-account-links" aria-label={t('header.profile')}>
          {links(onNavigate)}
        </ul>
        {logoutButton}
      </div>
    );
  }

  return (
    <div className="souq-account">
      <Disclosure label={name || t('header.profile')} icon={<UserOutlined />} narrow>
        {(close) => (
          <nav aria-label={t('header.profile')}>
            <ul className="souq-account-links">{links(close)}</ul>
            <div className="souq-account-links__footer">{logoutButton}</div>
          </nav>
        )}
      </Disclosure>
    </div>
  );
}
