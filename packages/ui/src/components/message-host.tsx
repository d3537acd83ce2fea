import { useEffect } from 'react';
import { message } from 'antd';
import { bus, type SouqEvents } from '@souq/event-bus';
import { DEFAULT_TOAST_MS } from './toast-constants';
import { AntdScope } from '../deferred/scope';

/**
 * Loaded with the first toast (antd message is not needed for the first view).
 * Shows the toasts buffered before it arrived, then listens to the bus itself.
 */
export default function MessageHost({ buffered, onReady }: { buffered: SouqEvents['toast'][]; onReady: () => void }) {
  const [api, contextHolder] = message.useMessage();
  useEffect(() => {
    const show = ({ level, message: content, durationMs }: SouqEvents['toast']) =>
      void api.open({ type: level, content, duration: (durationMs ?? DEFAULT_TOAST_MS) / 1000 });
    for (const t of buffered.splice(0)) show(t);
    onReady();
    return bus.on('toast', show);
  }, [api, buffered, onReady]);
  return <AntdScope>{contextHolder}</AntdScope>;
}
