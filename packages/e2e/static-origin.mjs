// Serves every remote's dist from a second origin (another port) with CORS, so a test can
// point the shell's remotes manifest at it and prove cross-origin loading works.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.argv[2] ?? 8092);
const types = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const [, app, ...rest] = url.pathname.split('/');
  const file = path.join(root, app ?? '', 'dist', ...rest);
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (!app?.startsWith('mf-') || !file.startsWith(path.join(root, app)) || !existsSync(file) || !statSync(file).isFile()) {
    res.statusCode = 404;
    return res.end('not found');
  }
  res.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
  createReadStream(file).pipe(res);
}).listen(port, () => console.log(`remote origin on ${port}`));
