import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { extensionOf, sniffMime, type AllowedMime } from './file-types';

export interface StoredFile {
  storageName: string;
  size: number;
  mime: AllowedMime;
}

export type SaveResult = StoredFile | { error: 'unsupported' | 'too_large' };

const SAMPLE_PREFIX = 'sample:';
const samplesDir = path.join(__dirname, 'samples');

/**
 * Files on disk under `dir`, named by the server (`<uuid>.<ext>`): no client input ever
 * reaches a path. Seeded documents use `sample:<file>#...` names that resolve to the bundled
 * samples (the seed writes no files).
 */
export function createUploadStore(dir: string) {
  fs.mkdirSync(dir, { recursive: true });

  const pathOf = (storageName: string): string | undefined => {
    if (storageName.startsWith(SAMPLE_PREFIX)) {
      const sample = storageName.slice(SAMPLE_PREFIX.length).split('#')[0]!;
      return /^[a-z]+\.[a-z]+$/.test(sample) ? path.join(samplesDir, sample) : undefined;
    }
    return /^[0-9a-f-]{36}\.[a-z]+$/.test(storageName) ? path.join(dir, storageName) : undefined;
  };

  return {
    /**
     * Streams `file` to disk, keeping its first bytes to check the content type. `truncated()`
     * says whether the multipart limit cut it (too large). Nothing is kept on refusal.
     */
    async save(file: Readable, truncated: () => boolean): Promise<SaveResult> {
      const temp = path.join(dir, `.${randomUUID()}.part`);
      let head = Buffer.alloc(0);
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(file, meter, fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        if (truncated()) return { error: 'too_large' };
        const mime = sniffMime(head);
        if (!mime) return { error: 'unsupported' };
        const storageName = `${randomUUID()}.${extensionOf[mime]}`;
        fs.renameSync(temp, path.join(dir, storageName));
        return { storageName, size, mime };
      } finally {
        fs.rmSync(temp, { force: true });
      }
    },

    /** A readable stream of a stored file, or undefined when it is gone. */
    open(storageName: string): fs.ReadStream | undefined {
      const file = pathOf(storageName);
      if (!file || !fs.existsSync(file)) return undefined;
      return fs.createReadStream(file);
    },

    remove(storageName: string): void {
      if (storageName.startsWith(SAMPLE_PREFIX)) return;
      const file = pathOf(storageName);
      if (file) fs.rmSync(file, { force: true });
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;
