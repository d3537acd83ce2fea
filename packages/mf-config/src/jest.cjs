/**
 * Jest config factory shared by the shell and the remotes: jsdom, @swc/jest for TS/TSX
 * (app sources, workspace packages and the few ESM-only dependencies), CSS and assets
 * mapped away, the app's `@/` alias, and the federation runtime replaced by a stub.
 */
const path = require('node:path');
const { workspaceFallback } = require('./index.cjs');

/** Workspace packages by name, wherever they are imported from (see index.cjs workspaceFallback). */
function workspaceMapper() {
  const out = {};
  for (const [name, file] of Object.entries(workspaceFallback())) out[`^${name.replace('/', '\\/')}$`] = file;
  return out;
}

// ESM-only packages that must be transpiled for jest (pnpm nests them under .pnpm/<id>/node_modules).
const ESM_PACKAGES = ['ky', '@fontsource', '@ant-design/colors', '@ant-design/fast-color'];

/**
 * @param {{ dir: string, moduleNameMapper?: Record<string, string>, setupFiles?: string[] }} options
 */
function createJestConfig({ dir, moduleNameMapper = {}, setupFiles = [] }) {
  const esm = ESM_PACKAGES.map((p) => p.replace('/', '\\/')).join('|');
  return {
    rootDir: dir,
    // jsdom with Node's fetch classes, so @souq/testing's mockApi stubs the network at fetch.
    testEnvironment: path.join(__dirname, 'jest-fetch-environment.cjs'),
    testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest', { paths: [dir, __dirname, path.resolve(__dirname, '../../..')] }),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esm})/)`],
    moduleNameMapper: {
      '\\.(css|less)$': 'identity-obj-proxy',
      '\\.(woff2?|ttf|eot|png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
      '(^|/)antd-first-view-css$': path.join(__dirname, 'jest-style-stub.cjs'),
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'jest-federation-stub.cjs'),
      '^@/(.*)$': '<rootDir>/src/$1',
      // antd's CommonJS build for the few deep imports (locales).
      '^antd/es/(.*)$': 'antd/lib/$1',
      ...workspaceMapper(),
      ...moduleNameMapper,
    },
    setupFiles: [path.join(__dirname, 'jest-polyfills.cjs'), ...setupFiles],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    clearMocks: true,
    // antd's first render in a cold jsdom is slow on a 2-core machine.
    testTimeout: 20000,
  };
}

module.exports = { createJestConfig };
