/**
 * The shell's start-up chunks, named in its index.html as `<script async>` elements.
 *
 * The shell's entry only imports `./bootstrap` (Module Federation's async boundary), so once
 * main.js has run, webpack's runtime would insert ~23 `<script>` elements one after the other: the
 * bootstrap chunk and the fallback chunk of every shared module it consumes (react, react-dom,
 * react-router, i18next, react-query, the @souq packages…), and none of the downloads could
 * start before main.js had arrived and run. Named in the HTML, the browser's preload scanner
 * requests them while it reads the page (async scripts: low priority, after the first view's
 * picture and font), and no task of the page's start inserts them: an inline script that
 * appended them a few per task after the first paint still cost 4-6 tasks of 10-45 ms (trace,
 * no CPU slowdown), each a long task at a phone's CPU. Each runs when it arrives (a JSONP chunk
 * only registers its modules, which the runtime reads when it starts); webpack's script loader
 * finds the ones still in flight by `src` instead of inserting its own.
 *
 * Which chunks: the chunk groups of the entry module's dynamic imports, then, recursively, the
 * fallback chunks of the consume-shared modules in those chunks (react-dom's chunk consumes
 * react and scheduler, and so on). Lazy routes and widgets are not followed.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';

/** @param {import('webpack').Compilation} compilation */
function startupChunks(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const found = new Set();
  const queue = [];
  const visit = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group) return;
    for (const chunk of group.chunks) {
      if (found.has(chunk)) continue;
      found.add(chunk);
      queue.push(chunk);
    }
  };
  for (const [, entry] of compilation.entries) {
    for (const dep of entry.dependencies) {
      const module = moduleGraph.getModule(dep);
      if (module) for (const block of module.blocks) visit(block);
    }
  }
  while (queue.length) {
    const chunk = /** @type {import('webpack').Chunk} */ (queue.pop());
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME_SHARED) for (const block of module.blocks) visit(block);
    }
  }
  return found;
}

class StartupChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('SouqStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('SouqStartupChunks', (data) => {
        const files = [...startupChunks(compilation)].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const urls = files.sort().map((file) => `${publicPath}${file}`);
        for (const src of urls)
          data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { async: true, src, 'data-startup-chunk': true }));
        return data;
      });
    });
  }
}

module.exports = { StartupChunksPlugin, startupChunks };
