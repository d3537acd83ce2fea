const { createAppConfig } = require('@souq/mf-config');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, kind: 'host', devPort: 8080 });
