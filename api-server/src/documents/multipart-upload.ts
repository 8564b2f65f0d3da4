import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { documentLimits, documentMessages } from '../contract';
import { fieldError, HttpError } from '../http/http-error';
import { checkRequestPart } from '../http/request-validation';
import { sanitizeFileName } from './file-types';
import type { StoredFile, UploadStore } from './upload-store';

export interface UploadedFile extends StoredFile {
  /** Sanitized; metadata only. */
  originalName: string;
}

const fileIssue = (status: number, title: string, message: string, code: string) => new HttpError(status, title, message, [{ path: ['file'], message, code }]);
const tooLarge = () => fileIssue(413, 'File too large', documentMessages.fileTooLarge, 'too_big');
const tooMany = () => fileIssue(413, 'Too many files', documentMessages.tooManyFiles, 'too_big');
const unsupported = () => fileIssue(415, 'Unsupported file type', documentMessages.unsupportedFile, 'unsupported_type');

const drain = async (stream: Readable) => {
  for await (const _ of stream);
};

/** Multipart limit errors of @fastify/multipart as answers the client can show on the file field. */
function asUploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'Request too large', 'The form has too many fields.');
  return error;
}

/**
 * Reads a multipart request: every `file` part (1 to documentLimits.maxFilesPerRequest, each at
 * most maxFileBytes, content checked by magic bytes) is streamed to the store; text fields are
 * then checked with `schema` and for control characters (400 with issues). On any failure the stored files are removed and
 * an HttpError says why: 413 too large or too many, 415 not an allowed type, 400 no file.
 */
export async function readUpload<S extends z.ZodType>(
  request: FastifyRequest,
  store: UploadStore,
  schema: S,
  options: { requireFile?: boolean; maxFiles?: number } = {},
): Promise<{ fields: z.output<S>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Unsupported content type', 'Send files as multipart/form-data.');
  const maxFiles = options.maxFiles ?? documentLimits.maxFilesPerRequest;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let failure: unknown;
  try {
    const parts = request.parts({
      limits: { fileSize: documentLimits.maxFileBytes, files: maxFiles, fields: 20, fieldSize: 10_000, parts: maxFiles + 20 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (failure || part.fieldname !== 'file') {
        await drain(part.file);
        failure ??= fieldError(400, 'Validation failed', part.fieldname, 'Files go in the "file" field', 'unrecognized_keys');
        continue;
      }
      const saved = await store.save(part.file, () => part.file.truncated);
      if ('error' in saved) failure = saved.error === 'too_large' ? tooLarge() : unsupported();
      else files.push({ ...saved, originalName: sanitizeFileName(part.filename) });
    }
  } catch (error) {
    failure = asUploadError(error);
  }
  const checked = failure ? undefined : checkRequestPart(schema, fields);
  if (checked && 'error' in checked) failure = checked.error;
  if (!failure && options.requireFile !== false && !files.length) {
    failure = fieldError(400, 'Validation failed', 'file', documentMessages.fileRequired, 'required');
  }
  if (failure) {
    for (const file of files) store.remove(file.storageName);
    throw failure;
  }
  return { fields: (checked as { value: z.output<S> }).value, files };
}
