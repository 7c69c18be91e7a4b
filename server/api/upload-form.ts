import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, invalidInput } from '../../core/errors/app-error';
import { fileInfoInput, type FileInfoInput } from '../../core/media/schemas';
import { validateInput } from '../../core/validation/validate-input';

export type UploadForm = { files: { name: string; bytes: Buffer }[]; infos: (FileInfoInput | undefined)[] };

const FIELDS = ['files', 'fileInfo'];
const fileInfoField = z.object({ fileInfo: fileInfoInput });

/**
 * The multipart body of `POST /upload`, Strapi's way: files in `files` (one or several) and an
 * optional `fileInfo` JSON per file, in order. The body limit has already run, so reading it
 * whole is bounded.
 */
export async function uploadForm(c: Context): Promise<UploadForm> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '')) throw new AppError('Upload.multipart');
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('Upload.multipart');
  }
  for (const field of Object.keys(body)) {
    if (!FIELDS.includes(field)) throw new AppError('Request.body.unknownField', { field });
  }
  const list = (v: string | File | (string | File)[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

  const files = await Promise.all(
    list(body.files).map(async (part) => {
      if (typeof part === 'string') throw new AppError('Upload.multipart', { field: 'files' });
      return { name: part.name, bytes: Buffer.from(await part.arrayBuffer()) };
    }),
  );
  const infos = list(body.fileInfo).map((part) => {
    if (typeof part !== 'string') throw new AppError('Upload.fileInfo', { field: 'fileInfo' });
    return parseFileInfo(part);
  });
  return { files, infos };
}

function parseFileInfo(text: string): FileInfoInput {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('Upload.fileInfo', { field: 'fileInfo' });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new AppError('Upload.fileInfo', { field: 'fileInfo' });
  // Nested under its field, so problems are named `fileInfo.name` like fields of a JSON body.
  const parsed = validateInput(fileInfoField, { fileInfo: value });
  if (parsed.ok) return parsed.data.fileInfo;
  throw invalidInput(parsed.errors);
}
