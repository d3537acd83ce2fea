const { createAppConfig } = require('@souq/mf-config');

module.exports = createAppConfig({
  name: 'mf_provider_admin',
  dir: __dirname,
  kind: 'remote',
  devPort: 3005,
  exposes: {
    './pages': './src/app/pages.tsx',
  },
});
