const { createAppConfig } = require('@souq/mf-config');

module.exports = createAppConfig({
  name: 'mf_admin',
  dir: __dirname,
  kind: 'remote',
  devPort: 3006,
  exposes: {
    './pages': './src/app/pages.tsx',
  },
});
