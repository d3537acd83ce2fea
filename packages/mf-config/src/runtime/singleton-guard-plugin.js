/**
 * Federation runtime plugin (registered once by the shell for every instance): a remote whose
 * shared singleton needs another major version than the page has (for a 0.x package, another
 * minor) is refused instead of running on code it was not built for. The refusal fails the
 * remote's load, so its area shows the localized fallback; the page never gets a second copy.
 * A newer minor or patch still runs on the page's copy (the runtime warns).
 * @see https://module-federation.io/plugin/dev/index.html#resolveshare
 */

/** The caret line of a version or range: `19` for ^19.4.0, `0.3` for 0.3.1. */
function caretLine(version) {
  const m = /(\d+)\.(\d+)/.exec(String(version || ''));
  if (!m) return null;
  return m[1] === '0' ? `0.${m[2]}` : m[1];
}

export default function souqSingletonGuardPlugin() {
  return {
    name: 'souq-singleton-guard-plugin',
    resolveShare(args) {
      const config = args.shareInfo && args.shareInfo.shareConfig;
      const required = config && config.requiredVersion;
      if (!config || !config.singleton || typeof required !== 'string') return args;
      const need = caretLine(required);
      const have = caretLine(args.version);
      if (!need || !have || need === have) return args;
      const message = `${args.shareInfo.from} needs ${args.pkgName} ${required}; the page has ${args.version}`;
      return {
        ...args,
        resolver: () => {
          throw new Error(`[federation] shared singleton refused: ${message}`);
        },
      };
    },
  };
}
