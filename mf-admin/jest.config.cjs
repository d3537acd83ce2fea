const { createJestConfig } = require('@souq/mf-config/jest');

module.exports = createJestConfig({ dir: __dirname });
