/**
 * `npm run storage:copy -- [folder]`: copies an upload folder (default: UPLOAD_DIR, or
 * DATA_DIR/uploads) into the bucket that STORAGE_DRIVER=s3 and the S3_* variables name.
 */
import { loadConfig } from './config/config';
import { copyFolderToBucket } from './modules/storage/copy-to-bucket';
import { createS3Storage } from './modules/storage/s3-storage';
import { createFileUrlSigner } from './modules/storage/signed-urls';

const config = loadConfig();
if (config.storage.driver !== 's3') {
  console.error('storage:copy: set STORAGE_DRIVER=s3 and the S3_* variables of the bucket to copy into');
  process.exit(1);
}
const folder = process.argv[2] ?? config.uploadDir;
const bucket = createS3Storage(config.storage.s3, createFileUrlSigner(config.fileUrls));
const counts = await copyFolderToBucket(folder, bucket, (line) => console.log(line));
console.log(
  `storage:copy: ${counts.copied} copied, ${counts.skipped} already in bucket ${config.storage.s3.bucket}, ${counts.variants} WebP variants made`,
);
