import { useEffect, useRef, useState } from 'react';
import { isImageFile, previewUrl, revokePreviewUrl } from './files';

/**
 * What a file picker shows of the files picked so far: a stable key per file (the same name
 * can be picked twice) and a preview URL per image ('' for other files, and where the platform
 * has none), revoked when the list changes.
 */
export function usePickedFiles(files: File[]): { keyOf: (file: File) => number; urls: string[] } {
  const keys = useRef(new WeakMap<File, number>());
  const nextKey = useRef(0);
  const [urls, setUrls] = useState<string[]>([]);

  useEffect(() => {
    const next = files.map((f) => (isImageFile(f) ? previewUrl(f) : ''));
    setUrls(next);
    return () => next.forEach(revokePreviewUrl);
  }, [files]);

  const keyOf = (file: File) => {
    let key = keys.current.get(file);
    if (key === undefined) {
      nextKey.current += 1;
      key = nextKey.current;
      keys.current.set(file, key);
    }
    return key;
  };
  return { keyOf, urls };
}
