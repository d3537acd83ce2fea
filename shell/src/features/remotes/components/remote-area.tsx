import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { PageSkeleton, Placeholder, RemoteErrorFallback } from '@souq/ui';
import { ErrorBoundary } from '@/lib/error-boundary';
import { useNearViewport } from '@/hooks/use-near-viewport';
import type { RemoteName } from '@souq/routes';
import { loadRemoteModule, refreshRemote, type ExposedModule } from '@/lib/federation';

/** What a remote's `./pages` and `./widgets` modules export: a map of name → component. */
export interface RemoteComponentMap {
  pages?: Record<string, ComponentType>;
  widgets?: Record<string, ComponentType>;
  default?: Record<string, ComponentType>;
}

const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyRemote(remote: RemoteName, exposed: ExposedModule, name: string, attempt: number) {
  const key = `${remote}/${exposed}#${name}@${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      const mod = await loadRemoteModule<RemoteComponentMap>(remote, exposed);
      const map = mod[exposed] ?? mod.default ?? {};
      const Found = map[name];
      if (!Found) throw new Error(`${remote}/${exposed} has no "${name}"`);
      // A remote may export lazy components itself; React.lazy must resolve to a function
      // component, not to another lazy object (React error #306), so wrap it.
      // biome-ignore lint/correctness/noComponentHookFactories: created once per cached lazy() entry, not per render
      const RemoteComponent = () => <Found />;
      RemoteComponent.displayName = `${remote}.${name}`;
      return { default: RemoteComponent };
    });
    lazyCache.set(key, component);
  }
  return component;
}

interface RemoteAreaProps {
  remote: RemoteName;
  exposed: ExposedModule;
  name: string;
  /** Widget areas use a compact fallback and skeleton. */
  compact?: boolean;
  loading?: ReactNode;
}

/** Runs `effect` once when shown. */
function OnShow({ effect, children }: { effect: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per showing, whatever the closure
  useEffect(effect, []);
  return <>{children}</>;
}

/**
 * One remote area: lazy-loaded, in its own error boundary. A failure (the remote's entry or one
 * of its chunks, e.g. after its release was switched) is retried once by itself with the
 * remote's current manifest; if that fails too, the localized fallback offers a retry. The
 * automatic retry comes back only after the area has shown, so an error never loops.
 */
export function RemoteArea({ remote, exposed, name, compact = false, loading }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const retried = useRef(false);
  const Component = lazyRemote(remote, exposed, name, attempt);
  const retry = () => {
    void refreshRemote(remote).finally(() => setAttempt((a) => a + 1));
  };
  const skeleton = loading ?? (compact ? <Placeholder lines={3} /> : <PageSkeleton />);
  const fallback = (onRetry: () => void) => {
    if (retried.current) return <RemoteErrorFallback compact={compact} onRetry={onRetry} />;
    return (
      <OnShow
        effect={() => {
          retried.current = true;
          retry();
        }}
      >
        {skeleton}
      </OnShow>
    );
  };
  return (
    <ErrorBoundary resetKey={attempt} onRetry={retry} fallback={fallback}>
      <Suspense fallback={skeleton}>
        <OnShow
          effect={() => {
            retried.current = false;
          }}
        >
          <Component />
        </OnShow>
      </Suspense>
    </ErrorBoundary>
  );
}

/** A page owned by a remote (its `./pages` map). Route params are read by the remote with useParams. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  return <RemoteArea remote={remote} exposed="pages" name={page} />;
}

/**
 * A home widget owned by a remote (its `./widgets` map). It is fetched when it comes near the
 * viewport, so widgets further down the page (and their remotes) do not weigh on the first view.
 * `loading` stands in until then and while the remote loads.
 */
export function RemoteWidget({ remote, widget, loading, id }: { remote: RemoteName; widget: string; loading?: ReactNode; id?: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} id={id} className="souq-home-area" data-widget={`${remote}.${widget}`} aria-busy={!near || undefined}>
      {near ? (
        <RemoteArea remote={remote} exposed="widgets" name={widget} compact loading={loading} />
      ) : (
        (loading ?? <div className="souq-home-area__placeholder" />)
      )}
    </section>
  );
}
