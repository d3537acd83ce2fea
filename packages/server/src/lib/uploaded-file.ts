/**
 * A file a request carried: plugins/form-body.ts streams each file part to a temporary file
 * and hands modules this object. Only these are files: they carry a symbol no JSON or form
 * string can forge.
 */
import type { ReceivedFile } from '@souq/contracts';
import { DomainError } from './errors';

export type UploadedFile = ReceivedFile;

declare module '@souq/contracts' {
  // The contract's file fields are, on the server, the parts form-body read.
  interface FileTypeRegistry {
    file: UploadedFile;
  }
}

/** The localized "file is larger than N MB" failure (N with up to two decimals: 0.5, not 0). */
export function fileTooLarge(maxBytes: number): DomainError {
  return new DomainError('fail', 'validation.file_too_large', { max: +(maxBytes / 1048576).toFixed(2) });
}
