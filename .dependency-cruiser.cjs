/**
 * Architecture boundaries, checked by `npm test` (docs/conventions.md#the-whole-repository).
 * Each rule says why it exists.
 */
const remotes = ['mf-catalog', 'mf-orders', 'mf-commerce', 'mf-chat', 'mf-provider-admin', 'mf-admin'];

module.exports = {
  forbidden: [
    ...remotes.map((r) => ({
      name: `no-cross-remote-${r}`,
      comment: 'Remotes deploy on their own schedule: they talk through the event bus and shared stores, never by importing each other.',
      severity: 'error',
      from: { path: '^(shell|mf-[a-z-]+)/', pathNot: `^${r}/` },
      to: { path: `^${r}/` },
    })),
    {
      name: 'no-remote-imports-shell',
      comment: 'The shell hosts remotes; a remote importing shell source would bundle a second copy of it.',
      severity: 'error',
      from: { path: '^mf-[a-z-]+/' },
      to: { path: '^shell/' },
    },
    {
      name: 'packages-never-import-apps',
      comment: 'Shared packages are used by every app; an app import would create a cycle and a hidden coupling.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(shell|mf-[a-z-]+)/' },
    },
    {
      name: 'no-direct-antd-in-apps',
      comment: 'antd is shared through @souq/ui only: one ConfigProvider context and a tree-shaken shared chunk (bundle budget).',
      severity: 'error',
      from: { path: '^(shell|mf-[a-z-]+)/src/' },
      to: { path: 'node_modules/.*/antd/' },
    },
    {
      name: 'no-direct-icons-in-apps',
      comment: 'Icons come through @souq/ui/icons like the rest of antd: one pinned version, and the list shows what the apps use.',
      severity: 'error',
      from: { path: '^(shell|mf-[a-z-]+)/src/' },
      to: { path: 'node_modules/.*/@ant-design/icons/' },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'Inside an app, shared → features → app only; features do not import each other (bulletproof-react).',
      severity: 'error',
      from: { path: '^(shell|mf-[a-z-]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The browser bundles must not pull server code; shared shapes live in @souq/contracts.',
      severity: 'error',
      from: { path: '^(shell|mf-[a-z-]+|packages/(ui|api-client|auth|i18n|event-bus))/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'seed-uses-no-module-internals',
      comment:
        "Demo and base seeds write through the schema and the storage calls uploads use, not through modules internals — except the money rows a paid order writes (tax invoice, store owners' credit), which the seed writes with the same functions so demo money adds up like real money.",
      severity: 'error',
      from: { path: '^packages/server/src/db/seed' },
      to: {
        path: '^packages/server/src/modules/',
        pathNot: '^packages/server/src/modules/(storage/|commerce/(tax-invoice|store-sales)\\.ts$)',
      },
    },
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
