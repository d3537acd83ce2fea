/**
 * Architecture boundaries, checked by `npm test` (docs/conventions.md#the-whole-repository).
 * Each rule says why it exists.
 */
/** A forbidden import: from `from` to `to`, with the reason it is forbidden. */
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

module.exports = {
  forbidden: [
    rule(
      'no-cross-remote',
      'Remotes deploy on their own schedule: they talk through the event bus and shared stores, never by importing each other.',
      { path: '^(shell|mf-[a-z-]+)/' },
      { path: '^mf-[a-z-]+/', pathNot: '^$1/' },
    ),
    rule(
      'no-remote-imports-shell',
      'The shell hosts remotes; a remote importing shell source would bundle a second copy of it.',
      { path: '^mf-[a-z-]+/' },
      { path: '^shell/' },
    ),
    rule(
      'packages-never-import-apps',
      'Shared packages are used by every app; an app import would create a cycle and a hidden coupling.',
      { path: '^packages/' },
      { path: '^(shell|mf-[a-z-]+)/' },
    ),
    rule(
      'no-circular',
      'A circle of imports has no bottom layer: each side must be understood (and loaded) with the other.',
      {},
      { circular: true },
    ),
    rule(
      'server-modules-use-no-plugin-internals',
      'Plugins wire Fastify; what a route or service needs from a request (the caller, the uploaded file, the base URL) lives in lib/, so modules do not depend on how a plugin is built.',
      { path: '^packages/server/src/modules/' },
      { path: '^packages/server/src/plugins/' },
    ),
    rule(
      'server-lib-uses-no-modules',
      'lib/ is the bottom layer every module builds on; importing a module from it would point a layer upwards.',
      { path: '^packages/server/src/lib/' },
      { path: '^packages/server/src/modules/' },
    ),
    rule(
      'no-direct-antd-in-apps',
      'antd is shared through @souq/ui only: one ConfigProvider context and a tree-shaken shared chunk (bundle budget).',
      { path: '^(shell|mf-[a-z-]+)/src/' },
      { path: 'node_modules/.*/antd/' },
    ),
    rule(
      'no-direct-icons-in-apps',
      'Icons come through @souq/ui/icons like the rest of antd: one pinned version, and the list shows what the apps use.',
      { path: '^(shell|mf-[a-z-]+)/src/' },
      { path: 'node_modules/.*/@ant-design/icons/' },
    ),
    rule(
      'no-feature-to-feature',
      'Inside an app, shared → features → app only; features do not import each other (bulletproof-react).',
      { path: '^(shell|mf-[a-z-]+)/src/features/([^/]+)/' },
      { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    ),
    rule(
      'web-never-imports-server',
      'The browser bundles must not pull server code; shared shapes live in @souq/contracts.',
      { path: '^(shell|mf-[a-z-]+|packages/(ui|api-client|auth|i18n|event-bus))/' },
      { path: '^packages/server/' },
    ),
    rule(
      'seed-uses-no-module-internals',
      "Demo and base seeds write through the schema and the storage calls uploads use, not through modules internals — except the money rows a paid order writes (tax invoice, store owners' credit), which the seed writes with the same functions so demo money adds up like real money.",
      { path: '^packages/server/src/db/seed' },
      {
        path: '^packages/server/src/modules/',
        pathNot: '^packages/server/src/modules/(storage/|commerce/(tax-invoice|store-sales)\\.ts$)',
      },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
