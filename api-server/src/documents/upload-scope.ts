import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { documentLimits } from '../contract';
import type { UploadedFile } from './multipart-upload';
import type { UploadStore } from './upload-store';

/**
 * Registers `routes` in a scope of their own, the only kind that accepts multipart/form-data
 * (everything else stays JSON-only), with the document limits.
 */
export function uploadScope(api: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  api.register(async (scope) => {
    const { maxFileBytes, maxFilesPerRequest } = documentLimits;
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: maxFileBytes, files: maxFilesPerRequest, fields: 20, parts: maxFilesPerRequest + 20 },
    });
    routes(scope);
  });
}

/** Runs `write`; when it fails, the files it would have recorded are removed from the store. */
export async function keepingFilesOnlyIfSaved<T>(store: UploadStore, files: UploadedFile[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (const file of files) store.remove(file.storageName);
    throw error;
  }
}
