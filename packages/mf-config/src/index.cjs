/**
 * The one webpack + Module Federation config factory for the shell and every remote.
 *
 * Rules it encodes (docs/architecture.md#module-federation):
 * - one list of shared singletons, `requiredVersion` read from the installed packages
 *   (pnpm `workspace:` ranges never leak into the share scope);
 * - no `eager`: every app keeps the async boundary `src/index.ts` → `import('./bootstrap')`;
 * - shell `publicPath: '/'`, remotes `publicPath: 'auto'`, no `runtimeChunk: 'single'`;
 * - no remote URL is baked into a build: the shell reads `/remotes.json` at run time;
 * - DTS generation is off (the build must not need a network);
 * - the federation runtime ships once: the shell provides it (`provideExternalRuntime`),
 *   remotes use it (`externalRuntime`). A remote's standalone harness page gets its own
 *   copy from a tiny side build (`mf-runtime.js`) that only the harness page loads;
 * - each shared module is negotiated in a task of its own (`runtime/yield-plugin.js`).
 * @see https://module-federation.io/configure/experiments
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { contractsDescriptorsFile } = require('./contracts-descriptors.cjs');
const { StartupChunksPlugin, STARTUP_GLOBAL } = require('./startup-chunks.cjs');
const { PageChunksPlugin } = require('./page-chunks.cjs');

const REPO_ROOT = path.resolve(__dirname, '../../..');
const PACKAGES_DIR = path.join(REPO_ROOT, 'packages');

/** Every shared singleton of the page, written once. Trailing `/` shares subpaths too. */
const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
  '@souq/auth',
  '@souq/event-bus',
  '@souq/i18n',
  '@souq/api-client',
  '@souq/ui',
];

/** Where a package's own package.json is found (it may be a dependency of a dependency). */
const LOOKUP_VIA = {
  'react-router': 'react-router-dom',
};

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Finds `<pkg>/package.json` walking up `node_modules` folders. Plain filesystem look-up on
 * purpose: `require.resolve('<pkg>/package.json')` fails for packages whose `exports` map
 * does not list it.
 */
function findPackageJson(pkg, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function packageVersion(pkg, appDir) {
  const bare = pkg.replace(/\/$/, '');
  if (bare.startsWith('@souq/')) {
    const local = path.join(PACKAGES_DIR, bare.slice('@souq/'.length), 'package.json');
    if (fs.existsSync(local)) return readJson(local).version;
  }
  const via = LOOKUP_VIA[bare];
  if (via) {
    const viaJson = findPackageJson(via, appDir);
    if (!viaJson) throw new Error(`[mf-config] cannot find ${via} from ${appDir}`);
    const own = findPackageJson(bare, path.dirname(viaJson));
    if (own) return readJson(own).version;
  }
  const json = findPackageJson(bare, appDir);
  if (!json) throw new Error(`[mf-config] cannot find package ${bare} from ${appDir}`);
  return readJson(json).version;
}

/** React Router exports that only a server (framework mode, RSC, sessions) uses. */
const REACT_ROUTER_SERVER_ONLY = new Set([
  'Links',
  'Meta',
  'PrefetchPageLinks',
  'Scripts',
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'UNSAFE_RSCDefaultRootErrorBoundary',
  'UNSAFE_ServerMode',
  'UNSAFE_decodeViaTurboStream',
  'UNSAFE_getHydrationData',
  'UNSAFE_getTurboStreamSingleFetchDataStrategy',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createRequestHandler',
  'createRoutesStub',
  'createSession',
  'createSessionStorage',
  'createStaticHandler',
  'createStaticRouter',
  'isCookie',
  'isSession',
  'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest',
  'unstable_setDevServerHooks',
]);

/**
 * A shared module is never tree-shaken (any consumer may use any export), and react-router's
 * entry also carries its server runtime (cookies, sessions, request handlers). The browser
 * shares a client-only entry instead: every export but the server-only ones, re-exported by
 * name from the production build so webpack drops the rest.
 */
function reactRouterClientEntry(appDir) {
  const rrdPj = findPackageJson('react-router-dom', appDir);
  const rrPj = rrdPj && findPackageJson('react-router', path.dirname(rrdPj));
  if (!rrPj) return null;
  const prod = path.join(path.dirname(rrPj), 'dist', 'production', 'index.mjs');
  if (!fs.existsSync(prod)) return null;
  const source = fs.readFileSync(prod, 'utf8');
  const block = source.slice(source.lastIndexOf('export {'));
  const names = [...block.matchAll(/(?:^|[\s,{])(?:[A-Za-z_$][\w$]*\s+as\s+)?([A-Za-z_$][\w$]*)\s*(?=[,}])/g)]
    .map((m) => m[1])
    .filter((n) => !REACT_ROUTER_SERVER_ONLY.has(n));
  if (names.length < 50) return null; // unexpected file shape: share the full entry
  const version = readJson(rrPj).version;
  const dir = path.join(__dirname, '..', 'node_modules', '.cache', 'souq-mf');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `react-router-client-${version}.mjs`);
  const content = `// Generated by @souq/mf-config: react-router ${version} without its server-only exports.\nexport {\n  ${names.join(',\n  ')}\n} from ${JSON.stringify(prod)};\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
  return file;
}

/** JavaScript minified by SWC with the compress settings webpack gives Terser by default. */
function productionMinimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
}

/** The `shared` option: singletons, explicit versions, never eager. */
function sharedConfig(appDir, { dev = false } = {}) {
  const shared = {};
  for (const pkg of SHARED_SINGLETONS) {
    const version = packageVersion(pkg, appDir);
    shared[pkg] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      strictVersion: false,
      eager: false,
    };
  }
  const clientRouter = dev ? null : reactRouterClientEntry(appDir);
  if (clientRouter) shared['react-router'].import = clientRouter;
  return shared;
}

const swcOptions = (dev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
    target: 'es2020',
  },
  // webpack owns the module system (tree shaking and federation need ES modules).
  module: { type: 'es6' },
});

/**
 * Production: `@souq/api-client` sees @souq/contracts as endpoint descriptors and constants
 * only (no zod schemas are built when the page starts; see contracts-descriptors.cjs). Any
 * other module still gets the real contracts.
 */
function apiClientContractsRule() {
  const file = contractsDescriptorsFile(
    path.join(PACKAGES_DIR, 'contracts'),
    path.join(__dirname, '..', 'node_modules', '.cache', 'souq-mf'),
  );
  return {
    test: /[\\/]packages[\\/]api-client[\\/]src[\\/]/,
    resolve: { alias: { '@souq/contracts$': file } },
    // A name the descriptors leave out (a schema, a function) fails the build instead of being undefined.
    parser: { exportsPresence: 'error' },
  };
}

function moduleRules(dev) {
  return [
    ...(dev ? [] : [apiClientContractsRule()]),
    {
      test: /\.[cm]?[jt]sx?$/,
      // App sources and workspace packages (symlinks resolve to packages/*), never third-party code.
      exclude: /node_modules/,
      use: { loader: require.resolve('swc-loader'), options: swcOptions(dev) },
    },
    {
      test: /\.m?js$/,
      resolve: { fullySpecified: false },
    },
    {
      test: /\.css$/,
      use: [
        require.resolve('style-loader'),
        // No CSS source maps in production: style-loader would base64 them into every <style> at
        // run time (btoa on the main thread), and the JavaScript chunks would carry them.
        { loader: require.resolve('css-loader'), options: { sourceMap: dev } },
        ...(dev ? [] : [require.resolve('./css-minify-loader.cjs')]),
      ],
    },
    {
      test: /\.(woff2?|ttf|eot)$/,
      type: 'asset/resource',
      generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
    },
    {
      test: /\.(png|jpe?g|gif|svg|webp)$/,
      type: 'asset/resource',
      generator: { filename: 'images/[name].[contenthash:8][ext]' },
    },
  ];
}

function defaultHtml({ title, kind, base = '/' }) {
  const runtimeConfig = `<script src="${kind === 'host' ? '/' : base}runtime-config.js"></script>`;
  return `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${runtimeConfig}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

/** `@souq/<name>` → packages/<name>/<its "." export>, for every workspace package. */
/** Workspace packages by name → their entry file (used by the jest config's moduleNameMapper). */
function workspaceFallback() {
  const out = {};
  for (const entry of fs.readdirSync(PACKAGES_DIR)) {
    const pj = path.join(PACKAGES_DIR, entry, 'package.json');
    if (!fs.existsSync(pj)) continue;
    const json = readJson(pj);
    const main = typeof json.exports === 'string' ? json.exports : json.exports?.['.'];
    if (json.name && typeof main === 'string') out[json.name] = path.join(PACKAGES_DIR, entry, main);
  }
  return out;
}

/** Text assets a browser downloads (source maps are fetched only by devtools). */
const TEXT_ASSET = /\.(?:js|mjs|css|html|json|svg|txt)$/;

/**
 * Production builds write `<file>.br` and `<file>.gz` beside every text asset, once, at the
 * highest levels; the server picks one by Accept-Encoding (@fastify/static `preCompressed`)
 * instead of compressing on every request. Files under 1 KB or that do not shrink are left alone.
 */
function precompressPlugins() {
  const common = { test: TEXT_ASSET, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/** Absolute path of a package's ESM entry ("module" field, else dist/index.js). */
function esmEntry(pkg, fromDir) {
  const pj = findPackageJson(pkg, fromDir);
  if (!pj) return null;
  const json = readJson(pj);
  return path.join(path.dirname(pj), json.module || 'dist/index.js');
}

/**
 * Aliases that keep the page small:
 * - one copy of the federation runtime: the host's bundler runtime imports the ESM build
 *   while the external-runtime injector `require`s the CJS build; both go to the ESM file;
 * - react-router's package exports always point at its development build; production
 *   builds use dist/production (no dev warnings).
 */
function sizeAliases({ dir, dev }) {
  const alias = {};
  const enhancedPj = findPackageJson('@module-federation/enhanced', __dirname);
  const runtimeCore = esmEntry('@module-federation/runtime-core', __dirname);
  const sdk = enhancedPj && esmEntry('@module-federation/sdk', path.dirname(enhancedPj));
  if (runtimeCore) {
    alias['@module-federation/runtime-core$'] = runtimeCore;
    alias['@module-federation/runtime-tools/runtime-core$'] = runtimeCore;
  }
  if (sdk) alias['@module-federation/sdk$'] = sdk;
  if (!dev) {
    const rrdPj = findPackageJson('react-router-dom', dir);
    const rrPj = rrdPj && findPackageJson('react-router', path.dirname(rrdPj));
    if (rrPj) {
      const prod = path.join(path.dirname(rrPj), 'dist', 'production');
      if (fs.existsSync(path.join(prod, 'index.mjs'))) {
        alias['react-router$'] = path.join(prod, 'index.mjs');
        alias['react-router/dom$'] = path.join(prod, 'dom-export.mjs');
      }
    }
  }
  return alias;
}

/**
 * Where a build goes: the app's dist, or SOUQ_OUTPUT_DIR (a release of one remote is built into
 * its own versioned folder, never into the dist the server serves).
 */
function outputDir(dir) {
  return process.env.SOUQ_OUTPUT_DIR ? path.resolve(process.env.SOUQ_OUTPUT_DIR) : path.join(dir, 'dist');
}

/** The side build that gives a remote's standalone harness page the federation runtime. */
function runtimeProviderConfig({ dir, dev }) {
  const runtimeCorePkg = findPackageJson('@module-federation/runtime-core', __dirname);
  if (!runtimeCorePkg) throw new Error('[mf-config] @module-federation/runtime-core is not installed');
  const runtimeCoreEsm = path.join(path.dirname(runtimeCorePkg), readJson(runtimeCorePkg).module || 'dist/index.js');
  return {
    name: 'mf-runtime',
    mode: dev ? 'development' : 'production',
    context: dir,
    target: 'web',
    devtool: false,
    entry: { 'mf-runtime': path.join(__dirname, 'runtime', 'provide-runtime-core.js') },
    resolve: { alias: { 'souq-mf-runtime-core$': runtimeCoreEsm } },
    output: {
      path: outputDir(dir),
      filename: '[name].js',
      publicPath: 'auto',
      clean: false,
      uniqueName: `${path.basename(dir)}_mf_runtime`,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Static files of the host's public/ folder (icons, web-app manifest) that go to dist as they are. */
const PUBLIC_ASSET = /\.(?:svg|png|ico|webmanifest)$/i;

/** Host only: copies public/ icons and the manifest into the build (the dev server serves public/ itself). */
function publicAssetsPlugin(publicDir) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('SouqPublicAssets', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'SouqPublicAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            if (!fs.existsSync(publicDir)) return;
            for (const rel of fs.readdirSync(publicDir, { recursive: true })) {
              const file = path.join(publicDir, String(rel));
              if (!PUBLIC_ASSET.test(file) || !fs.statSync(file).isFile()) continue;
              compilation.fileDependencies.add(file);
              compilation.emitAsset(String(rel).split(path.sep).join('/'), new webpack.sources.RawSource(fs.readFileSync(file)));
            }
          },
        );
      });
    },
  };
}

/**
 * @param {{
 *   name: string,                      // federation name, e.g. 'mf_catalog' ('shell' for the host)
 *   dir: string,                       // the app folder (__dirname of its webpack.config.cjs)
 *   kind: 'host' | 'remote',
 *   exposes?: Record<string, string>,  // remotes: './pages', './widgets'
 *   devPort: number,
 *   title?: string,
 *   apiProxy?: string,                 // dev only: where /api, /uploads and /socket.io go
 *   harnessBase?: string,              // remotes: URL prefix of the harness page's assets ('/')
 * }} options
 */
function createAppConfig(options) {
  const { name, dir, kind, exposes = {}, devPort, title = 'سوق' } = options;
  if (!name || !dir || !kind || !devPort) throw new Error('[mf-config] name, dir, kind and devPort are required');
  const isHost = kind === 'host';
  const dev = process.env.WEBPACK_SERVE === 'true' || process.env.NODE_ENV === 'development';
  const apiProxy = options.apiProxy ?? process.env.SOUQ_API_PROXY ?? 'http://localhost:3000';
  const publicDir = path.join(dir, 'public');
  const htmlTemplate = path.join(publicDir, 'index.html');
  // Where a remote's standalone harness page is served from (its routes start at the root).
  const harnessBase = options.harnessBase ?? process.env.SOUQ_HARNESS_BASE ?? '/';

  const federation = new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes: isHost ? undefined : exposes,
    // Remotes are registered at run time from /remotes.json; nothing is baked in.
    remotes: {},
    shared: sharedConfig(dir, { dev }),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    runtimePlugins: [require.resolve('./runtime/error-fallback-plugin.js'), require.resolve('./runtime/yield-plugin.js')],
    experiments: {
      ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
      // Browser only: drops the runtime's Node loading paths. A remote loads no other remote.
      optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true },
    },
  });

  const config = {
    name,
    mode: dev ? 'development' : 'production',
    context: dir,
    target: 'web',
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    entry: { main: path.join(dir, 'src', 'index.ts') },
    output: {
      path: outputDir(dir),
      publicPath: isHost ? '/' : 'auto',
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      // The remote side build writes mf-runtime.js into the same folder.
      clean: { keep: /^mf-runtime\.js$/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'],
      alias: { '@': path.join(dir, 'src'), ...sizeAliases({ dir, dev }) },
      symlinks: true,
    },
    module: { rules: moduleRules(dev) },
    plugins: [
      federation,
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
        // The global the HTML's start-up script resolves once it has requested the shell's chunks ('' without it).
        'process.env.SOUQ_STARTUP_GLOBAL': JSON.stringify(isHost && !dev ? STARTUP_GLOBAL : ''),
      }),
      ...(isHost ? [publicAssetsPlugin(publicDir)] : []),
      new HtmlWebpackPlugin({
        ...(fs.existsSync(htmlTemplate)
          ? { template: htmlTemplate }
          : { templateContent: defaultHtml({ title, kind, base: harnessBase }) }),
        chunks: isHost ? ['main'] : ['mf-runtime', 'main'],
        chunksSortMode: 'manual',
        scriptLoading: 'defer',
        // The harness page routes from the site root (deep links such as /providerOrderDetails/1).
        ...(isHost ? {} : { publicPath: harnessBase }),
        ...(isHost ? {} : { tags: undefined }),
      }),
      ...(isHost
        ? []
        : [
            // The harness page is served by the same build: load mf-runtime.js (side build) first.
            {
              apply(compiler) {
                compiler.hooks.compilation.tap('SouqHarnessRuntime', (compilation) => {
                  HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('SouqHarnessRuntime', (data) => {
                    data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { src: `${harnessBase}mf-runtime.js` }));
                    return data;
                  });
                });
              },
            },
          ]),
      ...(isHost && !dev ? [new StartupChunksPlugin()] : []),
      ...(isHost || dev ? [] : [new PageChunksPlugin()]),
      ...(dev ? [] : precompressPlugins()),
    ],
    optimization: {
      // No runtimeChunk: 'single' (it breaks federation containers).
      runtimeChunk: false,
      // Small modules shared by several lazy chunks (icon runtime, style-loader runtime) go
      // to one common chunk instead of being copied into each (webpack's default is 20 KB).
      splitChunks: { chunks: 'async', minSize: 2000 },
      moduleIds: dev ? 'named' : 'deterministic',
      // SWC's minifier instead of webpack's default Terser (two compress passes): the seven
      // production builds are most of a first `npm start`, and Terser was most of each build.
      ...(dev ? {} : { minimizer: [productionMinimizer()] }),
    },
    // No filesystem cache: with it, a rebuild of the shell served a react-router without
    // createBrowserRouter (the shared module's generated client entry came from the cache).
    performance: { hints: false },
    stats: dev ? 'errors-warnings' : 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port: devPort,
      hot: false,
      liveReload: true,
      historyApiFallback: isHost ? { index: '/index.html' } : true,
      static: fs.existsSync(publicDir) ? [{ directory: publicDir, publicPath: '/' }] : false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      proxy: [
        {
          context: ['/api', '/uploads', '/files', '/socket.io'],
          target: apiProxy,
          changeOrigin: true,
          ws: true,
        },
      ],
    },
  };

  if (isHost) return config;
  return [config, runtimeProviderConfig({ dir, dev })];
}

module.exports = { createAppConfig, workspaceFallback, sharedConfig, SHARED_SINGLETONS, packageVersion };
