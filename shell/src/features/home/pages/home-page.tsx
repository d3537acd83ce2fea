import { useSession } from '@souq/auth';
import { ErrorBoundary } from '@/lib/error-boundary';
import { FirstViewImage, Placeholder, RemoteErrorFallback } from '@souq/ui';
import { RemoteWidget } from '@/features/remotes/components/remote-area';
import { AboutBlock } from '../components/about-block';
import { HOME_SERVICES_ID, HOME_STORES_ID, HomeIntro } from '../components/home-intro';
import { PlatformBlock } from '../components/platform-block';

/** `name` lets the layout reserve the area's final size while its data loads (layout.css). */
function LocalArea({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <section className="souq-home-area" data-area={name}>
      <ErrorBoundary fallback={(retry) => <RemoteErrorFallback compact onRetry={retry} />}>{children}</ErrorBoundary>
    </section>
  );
}

/**
 * Home composes widgets exposed by remotes, each in its own error boundary.
 * Banner, platform description and partners are for everyone (as the existing client);
 * a provider sees the new-orders list and counters instead of categories/about/best sellers.
 */
export function HomePage() {
  const visitor = useSession((s) => s.visitor);
  const token = useSession((s) => s.token);
  const isProvider = Boolean(token) && visitor === 'provider';
  return (
    <div className="souq-home">
      {/* The first slide the page's HTML painted stays on screen until the banner shows it itself. */}
      <RemoteWidget remote="mf_catalog" widget="Banner" loading={<FirstViewImage fallback={<Placeholder lines={3} />} />} />
      <div className="souq-container souq-home__stack">
        {isProvider ? (
          <RemoteWidget remote="mf_orders" widget="ProviderHome" />
        ) : (
          <>
            <HomeIntro />
            <RemoteWidget remote="mf_catalog" widget="ServiceCategories" id={HOME_SERVICES_ID} />
            <LocalArea name="about">
              <AboutBlock />
            </LocalArea>
            <RemoteWidget remote="mf_commerce" widget="StoreCategories" id={HOME_STORES_ID} />
            <RemoteWidget remote="mf_commerce" widget="BestSellers" />
          </>
        )}
        <LocalArea name="platform">
          <PlatformBlock />
        </LocalArea>
        <RemoteWidget remote="mf_catalog" widget="Partners" />
      </div>
    </div>
  );
}
