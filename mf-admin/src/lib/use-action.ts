import { useRef } from 'react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NS } from '@/config/namespace';
import { notifyError, notifySuccess } from './notify';

export interface ActionOptions<V, D = unknown> {
  run: (vars: V) => Promise<{ msg: string; data?: D }>;
  /** Shown when the server sends no message (already translated). */
  success: string;
  /** Lists to reload after the action (their `…QueryOptions().queryKey` prefixes). */
  invalidate: QueryKey[];
  onDone?: () => void;
}

/**
 * Every console action: one request at a time (callers disable their buttons on `isPending`),
 * a localized toast either way, and the affected lists reloaded. A second call while one is on
 * its way (a double click lands before the button re-renders disabled) joins the first instead
 * of sending again, so the administrator sees one answer.
 */
export function useAction<V, D = unknown>({ run, success, invalidate, onDone }: ActionOptions<V, D>) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const inFlight = useRef<Promise<{ msg: string; data?: D }> | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (res) => {
      notifySuccess(res.msg, success);
      onDone?.();
    },
    onError: (err) => notifyError(err, t),
    onSettled: () => Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  const mutateAsync = (vars: V) => {
    if (inFlight.current) return inFlight.current;
    const sent = mutation.mutateAsync(vars).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = sent;
    return sent;
  };
  return {
    ...mutation,
    mutateAsync,
    // The toast already said why it failed.
    mutate: (vars: V, options?: { onSuccess?: (res: { msg: string; data?: D }) => void }) =>
      void mutateAsync(vars).then(
        (res) => options?.onSuccess?.(res),
        () => undefined,
      ),
  };
}
