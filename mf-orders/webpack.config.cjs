const { createAppConfig } = require('@souq/mf-config');

module.exports = createAppConfig({
  name: 'mf_orders',
  dir: __dirname,
  kind: 'remote',
  devPort: 3002,
  exposes: {
    './pages': './src/app/pages.tsx',
    './widgets': './src/app/widgets.tsx',
  },
});
