/** Image attachments (docs/product/README.md#validation-rules: pickers accept images only; recognised types jpg, png, webp, jpeg). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']);
const IMAGE_NAME = /\.(jpe?g|png|webp|gif)$/i;

/** By type, or by name when the browser gives no type. The server checks the content again. */
export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return IMAGE_TYPES.has(file.type.toLowerCase());
  return IMAGE_NAME.test(file.name);
}

/** A preview URL for a picked file; '' where the platform has none (tests, old browsers). */
export function previewUrl(file: Blob): string {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  } catch {
    return '';
  }
}

export function revokePreviewUrl(url: string): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/** Files as the API expects them: `images[0]`, `images[1]`… (docs/legacy-client.md#ec-1-5). */
export function appendIndexed(fd: FormData, key: string, files: readonly Blob[]): void {
  files.forEach((file, i) => {
    fd.append(`${key}[${i}]`, file, file instanceof File ? file.name : `${key}-${i}`);
  });
}

/** An attachment name or link that looks like an image (docs/product/README.md#validation-rules: others show as a generic file). */
export const looksLikeImage = (nameOrLink: string): boolean => IMAGE_NAME.test(nameOrLink.split('?')[0] ?? '');
