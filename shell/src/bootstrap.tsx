/**
 * Start-up in a few tasks instead of one. Everything below is in this chunk (webpackMode
 * "eager": no extra request); each stage only evaluates its modules when it is reached, and the
 * browser gets the main thread back between stages (a phone would otherwise be busy with one
 * task of all the shell's modules, 200+ ms at Lighthouse's 4× CPU).
 */
import { StrictMode, startTransition } from 'react';

/** Hands the main thread back to the browser (input, paint) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const [{ initI18n }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@souq/i18n'),
    import(/* webpackMode: "eager" */ './config/i18n'),
  ]);
  initI18n();
  const { ensureRemotesRegistered } = await import(/* webpackMode: "eager" */ './lib/federation');
  // Start discovering remotes right away; areas that need one wait for it, nothing else does.
  void ensureRemotesRegistered().catch((err: unknown) => console.warn('[souq] remotes.json unavailable', err));
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The two largest shared libraries the app's modules import, one task each.
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@souq/ui');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();

  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // A transition: React renders the first tree in 5 ms slices and lets the browser in between
  // (a plain render is one task, 70-100 ms of a phone's main thread). Nothing is on screen to
  // keep: the HTML's first view stays painted until the app's own replaces it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
