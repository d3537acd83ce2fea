/**
 * A remote's page chunks, by page: `page-chunks.json` in its dist, `{ "<page>": ["<file>.js", …] }`.
 *
 * A remote's `./pages` map loads each page with `lazy(() => import(…))`, so a page's own chunks
 * were requested only once the shell had run, rendered the route and asked the remote for the
 * page: one more round trip before the page could render. The server's HTML preloads the chunks
 * of the route's page with the remote's entry (packages/server/src/plugins/shell-html.ts), and
 * reads them here. A page is listed when its import is named `page-<page name>` (a
 * `webpackChunkName` comment in the remote's `src/app/pages.tsx`); its files are the JavaScript of
 * that chunk group (the page's chunk and the split chunks it needs), not the shared modules the
 * shell provides.
 */
const { sources } = require('webpack');

const PREFIX = 'page-';
const FILE = 'page-chunks.json';

class PageChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SouqPageChunks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SouqPageChunks', stage: compilation.constructor.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const pages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith(PREFIX)) continue;
          pages[name.slice(PREFIX.length)] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) =>
            f.endsWith('.js'),
          );
        }
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PageChunksPlugin, PAGE_CHUNKS_FILE: FILE };
