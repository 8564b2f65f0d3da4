import { documentLimits, documentMessages } from '@mv-admin/shared-api/documents';

/** A file picked to go with a message or a new ticket; `uid` keys it in the picker's list. */
export interface PickedFile {
  uid: string;
  file: File;
}

/** What a file's first bytes say it is (the server decides the same way), or undefined. */
export async function sniffFileType(file: Blob): Promise<string | undefined> {
  const bytes = new Uint8Array(await readHead(file, 12));
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return undefined;
}

function readHead(file: Blob, length: number): Promise<ArrayBuffer> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks newly chosen files against the documents upload rules (docs/api-calls.md: PNG,
 * JPEG, WebP or PDF by content, 10 MB each, 5 at most with those already picked) and returns
 * the ones to keep and, for the others, the contract's message naming the file.
 */
export async function checkAttachments(alreadyPicked: number, chosen: File[]): Promise<{ accepted: File[]; problems: string[] }> {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of chosen) {
    if (alreadyPicked + accepted.length >= documentLimits.maxFilesPerRequest) {
      problems.push(documentMessages.tooManyFiles);
      break;
    }
    if (file.size > documentLimits.maxFileBytes) problems.push(`${file.name}: ${documentMessages.fileTooLarge}`);
    else if (!(documentLimits.allowedMimes as readonly string[]).includes((await sniffFileType(file)) ?? '')) {
      problems.push(`${file.name}: ${documentMessages.unsupportedFile}`);
    } else accepted.push(file);
  }
  return { accepted, problems };
}

/** The accept list for the file dialog (a hint only: the content decides). */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf';
