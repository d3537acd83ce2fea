/**
 * Federation runtime plugin: each shared module is negotiated in a task of its own.
 *
 * When a chunk needs shared modules (the shell's bootstrap chunk consumes ~20: react, react-dom,
 * the router, i18next, react-query, the @souq packages…), webpack's `consumes` handler calls
 * `loadShare` for all of them at once, and the runtime resolves them through chains of promises.
 * Promise callbacks are microtasks, so the whole negotiation (version matching, hooks, the
 * fallback chunks' script look-ups) ran as one task: 120–260 ms of a phone's main thread at
 * Lighthouse's 4× CPU, the longest task of every first view. Waiting for the next task in
 * `beforeLoadShare` lets each share's negotiation continue in a task of its own, with the
 * browser free to paint and answer input in between.
 * @see https://module-federation.io/plugin/dev/index.html#beforeloadshare
 */

/** The next task: `scheduler.yield()` where the browser has it, else a message to ourselves. */
function nextTask() {
  const scheduler = typeof globalThis !== 'undefined' ? globalThis.scheduler : undefined;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export default function souqYieldPlugin() {
  return {
    name: 'souq-yield-plugin',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
