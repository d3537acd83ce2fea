import { Outlet, type RouteObject } from 'react-router-dom';
import { RemoteErrorFallback } from '@souq/ui';
import { ErrorBoundary } from '@/lib/error-boundary';
import { Header } from '@/features/layout/components/header/header';
import { Footer } from '@/features/layout/components/footer/footer';
import { ScrollToTopButton } from '@/features/layout/components/scroll-to-top';
import { PreviewBanner } from '@/features/remotes/components/preview-banner';
import { NavigationGuard } from './route-guard';
import { NavigationEffects } from './document-title';
import { useLocation } from 'react-router-dom';

/** Header, page and footer each fail on their own. */
export function RootLayout({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  return (
    <div className="souq-app">
      <PreviewBanner />
      <NavigationEffects />
      <NavigationGuard routes={routes} />
      <ErrorBoundary fallback={() => null}>
        <Header />
      </ErrorBoundary>
      <main id="main" className="souq-main">
        <ErrorBoundary resetKey={location.pathname} fallback={(retry) => <RemoteErrorFallback onRetry={retry} />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <ErrorBoundary fallback={() => null}>
        <Footer />
      </ErrorBoundary>
      <ScrollToTopButton />
    </div>
  );
}

/** The admin console's frame: titles and one error boundary; mf-admin draws its own layout inside. */
export function ConsoleRootLayout() {
  const location = useLocation();
  return (
    <div className="souq-app souq-app--console">
      <PreviewBanner />
      <NavigationEffects />
      <main id="main">
        <ErrorBoundary resetKey={location.pathname} fallback={(retry) => <RemoteErrorFallback onRetry={retry} />}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
