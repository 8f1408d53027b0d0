// Reads an import request: the multipart `file` (at most IMPORT_MAX_BYTES) and the optional `mapping` JSON.
import type { FastifyRequest } from 'fastify';
import {
  idField,
  IMPORT_MAX_BYTES,
  importMappingSchema,
  MESSAGES,
  type FieldError,
  type ImportMapping,
  type ServerMessage,
} from '@moneta/shared/contract';
import { AppError } from '../../http/errors';

export interface Upload {
  fileName: string;
  content: Buffer;
  /** The mapping sent with the file; absent when the server is to guess it. */
  mapping: ImportMapping | undefined;
  /** The money account the rows go to; absent for the person's first open one. */
  accountId: string | undefined;
}

const accountIdSchema = idField(MESSAGES.accountNotFound);

/** Options for @fastify/multipart: one file, a few small fields. */
export const MULTIPART_LIMITS = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 20,
};

/** Room for the fields and the parts' headers and boundaries around a file of the largest size. */
const MULTIPART_OVERHEAD = (MULTIPART_LIMITS.fields + 1) * MULTIPART_LIMITS.fieldSize;

const DEFAULT_FILE_NAME = 'import.csv';
const FILE_NAME_MAX = 255;

const mappingError = (message: ServerMessage, errors?: FieldError[]) =>
  new AppError(422, message, errors ?? [{ field: 'mapping', message }]);

function parseMapping(text: string): ImportMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw mappingError(MESSAGES.mappingNotJson);
  }
  const result = importMappingSchema.safeParse(json);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: ['mapping', ...issue.path.map(String)].join('.'),
    message: MESSAGES.mappingInvalid,
  }));
  throw mappingError(MESSAGES.mappingInvalid, errors);
}

/** The file's base name as the person knows it (no folders, no control characters), for the imports list. */
function cleanFileName(name: string): string {
  const base = name
    .split(/[/\\]/)
    .at(-1)
    ?.replace(/\p{Cc}/gu, '')
    .trim();
  return base ? base.slice(0, FILE_NAME_MAX) : DEFAULT_FILE_NAME;
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, MESSAGES.notMultipart);
  // A body announced as too large is refused before a byte of it is read; one sent without a length is cut
  // off at the file size limit below.
  if (Number(request.headers['content-length']) > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw new AppError(413, MESSAGES.fileTooLarge);
  }
  let file: { fileName: string; content: Buffer } | undefined;
  let mappingText: string | undefined;
  let accountText: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') {
          file = { fileName: cleanFileName(part.filename), content: await part.toBuffer() };
        } else {
          part.file.resume();
        }
      } else if (part.fieldname === 'mapping' && typeof part.value === 'string') {
        if (part.valueTruncated) throw mappingError(MESSAGES.mappingTooLong);
        mappingText = part.value;
      } else if (part.fieldname === 'accountId' && typeof part.value === 'string') {
        accountText = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError(413, MESSAGES.fileTooLarge);
    throw error;
  }
  if (!file)
    throw new AppError(422, MESSAGES.fileRequired, [{ field: 'file', message: MESSAGES.fileRequired }]);
  const mapping =
    mappingText === undefined || mappingText.trim() === '' ? undefined : parseMapping(mappingText);
  if (accountText !== undefined && !accountIdSchema.safeParse(accountText).success) {
    throw new AppError(422, MESSAGES.accountNotFound, [
      { field: 'accountId', message: MESSAGES.accountNotFound },
    ]);
  }
  return { ...file, mapping, accountId: accountText || undefined };
}
