const { createAppConfig } = require('@souq/mf-config');

module.exports = createAppConfig({
  name: 'mf_commerce',
  dir: __dirname,
  kind: 'remote',
  devPort: 3003,
  exposes: {
    './pages': './src/app/pages.tsx',
    './widgets': './src/app/widgets.tsx',
  },
});
