const { createAppConfig } = require('@souq/mf-config');

module.exports = createAppConfig({
  name: 'mf_chat',
  dir: __dirname,
  kind: 'remote',
  devPort: 3004,
  exposes: {
    './pages': './src/app/pages.tsx',
  },
});
