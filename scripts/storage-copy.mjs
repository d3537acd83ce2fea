// `npm run storage:copy -- [folder]`: copies an upload folder (default: the server's UPLOAD_DIR)
// into the S3 bucket configured by STORAGE_DRIVER=s3 and the S3_* variables.
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const folder = process.argv[2] ? [path.resolve(process.argv[2])] : [];
const code = await run('node', ['--import', 'tsx', 'src/storage-copy-cli.ts', ...folder], { cwd: path.join(ROOT, 'packages', 'server') });
process.exit(code);
