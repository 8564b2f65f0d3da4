import type { documentLimits } from '../contract';

export type AllowedMime = (typeof documentLimits.allowedMimes)[number];

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

/**
 * The content type of a file by its first bytes (magic numbers), limited to the allow-list:
 * PNG, JPEG, WebP, PDF. Anything else, whatever its name or declared type, is undefined.
 */
export function sniffMime(head: Buffer): AllowedMime | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}

export const extensionOf: Record<AllowedMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The original file name as harmless metadata: the last path segment, control and
 * markup/shell-special characters replaced, at most 200 characters, never empty.
 */
export function sanitizeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this replaces
    .replace(/[\u0000-\u001f\u007f<>:"|?*;`$&]/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}
