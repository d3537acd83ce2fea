const { createAppConfig } = require('@souq/mf-config');

module.exports = createAppConfig({
  name: 'mf_catalog',
  dir: __dirname,
  kind: 'remote',
  devPort: 3001,
  exposes: {
    './pages': './src/app/pages.tsx',
    './widgets': './src/app/widgets.tsx',
  },
});
