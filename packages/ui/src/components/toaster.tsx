import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { bus, type SouqEvents } from '@souq/event-bus';

export { DEFAULT_TOAST_MS } from './toast-constants';

const MessageHost = lazy(() => import('./message-host'));

/**
 * Shows every `toast` bus event as an antd message (context-aware: direction, theme).
 * Mounted once. antd's message code is fetched with the first toast, not on page load.
 */
export function Toaster() {
  const buffered = useRef<SouqEvents['toast'][]>([]);
  const [active, setActive] = useState(false);
  const hostReady = useRef(false);

  useEffect(
    () =>
      bus.on('toast', (event) => {
        if (hostReady.current) return;
        buffered.current.push(event);
        setActive(true);
      }),
    [],
  );

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <MessageHost
        buffered={buffered.current}
        onReady={() => {
          hostReady.current = true;
        }}
      />
    </Suspense>
  );
}
