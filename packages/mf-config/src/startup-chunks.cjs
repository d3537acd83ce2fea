/**
 * The shell's start-up chunks as `<script async>` tags of its index.html.
 *
 * The shell's entry only imports `./bootstrap` (Module Federation's async boundary), so once
 * main.js has run, webpack's runtime inserts ~23 `<script>` elements one after the other: the
 * bootstrap chunk and the fallback chunk of every shared module it consumes (react, react-dom,
 * react-router, i18next, react-query, the @souq packages…). On a phone that insertion was a
 * third of main.js's long task (`appendChild`, 120–325 ms at 4× CPU in the traces), and none of
 * the downloads could start before main.js had arrived and run. Named in the HTML, the parser
 * starts them with main.js; each runs when it arrives (a JSONP chunk only registers its
 * modules, which the runtime reads when it starts), and webpack's script loader finds them by
 * `src` instead of inserting its own.
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
        for (const file of files.sort()) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { async: true, src: `${publicPath}${file}` }));
        }
        return data;
      });
    });
  }
}

module.exports = { StartupChunksPlugin, startupChunks };
