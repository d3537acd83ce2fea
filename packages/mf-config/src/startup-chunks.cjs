/**
 * The shell's start-up chunks, named in its index.html and requested right after the first paint.
 *
 * The shell's entry only imports `./bootstrap` (Module Federation's async boundary), so once
 * main.js has run, webpack's runtime inserts ~23 `<script>` elements one after the other: the
 * bootstrap chunk and the fallback chunk of every shared module it consumes (react, react-dom,
 * react-router, i18next, react-query, the @souq packages…). On a phone that insertion was a
 * third of main.js's long task (`appendChild`, 120–325 ms at 4× CPU in the traces), and none of
 * the downloads could start before main.js had arrived and run. Named in the HTML, a small
 * inline script requests them (async) in the task after the first frame: the first view the
 * HTML paints (text, the LCP picture, the body font) is painted before any of them runs, and on
 * a slow link the picture does not share the first round trips with 23 scripts. They are appended
 * a few per task, and the shell's entry (`src/index.ts`) starts its bootstrap once the last one is
 * in (`window.__SOUQ_STARTUP__`), so webpack inserts none of them itself. Each runs when
 * it arrives (a JSONP chunk only registers its modules, which the runtime reads when it starts).
 * webpack's script loader finds them by `src` instead of inserting its own. A tab opened in the
 * background (no frames) requests them at once; what main.js has asked for already is skipped.
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

/** How many start-up scripts are appended per task (each append is ~5 ms of a phone's main thread at 4× CPU). */
const SCRIPTS_PER_TASK = 4;

/** The global promise the inline script sets; the shell's entry starts its bootstrap when it settles. */
const STARTUP_GLOBAL = '__SOUQ_STARTUP__';

/**
 * The inline script: after the first frame, append each URL as an async script (unless present),
 * SCRIPTS_PER_TASK per task so that no task of the page's start is long (all 23 in one task took
 * 120+ ms at 4× CPU), then resolve `window.__SOUQ_STARTUP__`. A background tab (no frames) gets
 * them all at once.
 */
function startupScript(urls) {
  return `(function(u,n){var done,i=0;window.${STARTUP_GLOBAL}=new Promise(function(r){done=r});var visible=document.visibilityState==='visible';function next(f){var c=new MessageChannel();c.port1.onmessage=function(){c.port1.close();f()};c.port2.postMessage(0)}function step(){for(var end=visible?Math.min(i+n,u.length):u.length;i<end;i++){if(document.querySelector('script[src="'+u[i]+'"]'))continue;var s=document.createElement('script');s.src=u[i];s.async=true;document.head.appendChild(s)}if(i<u.length)next(step);else done()}if(visible&&window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(step,0)});else setTimeout(step,0)})(${JSON.stringify(urls)},${SCRIPTS_PER_TASK})`;
}

class StartupChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('SouqStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('SouqStartupChunks', (data) => {
        const files = [...startupChunks(compilation)].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const urls = files.sort().map((file) => `${publicPath}${file}`);
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { 'data-startup-chunks': '' }, startupScript(urls)));
        return data;
      });
    });
  }
}

module.exports = { StartupChunksPlugin, startupChunks, STARTUP_GLOBAL };
