import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { AppError } from '../../core/errors/app-error';
import { deleteFile } from '../../core/media/delete-file';
import { fileQuery } from '../../core/media/file-query';
import { findFiles } from '../../core/media/find-files';
import { getFile } from '../../core/media/get-file';
import { authorized } from '../../core/authorization/authorize';
import { uploadTooLarge } from '../../core/media/store-image';
import { updateFileInfo } from '../../core/media/update-file-info';
import { uploadFiles } from '../../core/media/upload-files';
import { parseId } from '../../core/query/parse-entry-params';
import { mediaSchema, serializeMedia } from '../../core/serialize/media';
import type { AppDeps } from '../deps';
import { drainRefusedBody } from '../middleware/input-limits';
import type { ApiEnv } from '../middleware/session';
import { idPathParam, listParams, notState } from './openapi-params';
import { readOptions } from './read-options';
import type { CustomResource, ParamDoc } from './resource';
import { uploadForm } from './upload-form';

const idParam = idPathParam('File id');
const infoIdParam: ParamDoc = {
  name: 'id',
  in: 'query',
  schema: { type: 'integer', minimum: 1 },
  description: 'With `fileInfo` and no `files`: change the name, alternative text and caption of this file.',
};
const uploadBody = z.object({
  files: z
    .array(z.file())
    .optional()
    .describe('One or several images (JPEG, PNG, WebP, GIF, AVIF) or PDF documents; not with `?id=`'),
  fileInfo: z
    .array(z.string())
    .optional()
    .describe('JSON `{"name", "alternativeText", "caption"}`: one per file in order, or exactly one with `?id=`'),
});

const editors = 'Admins and Organizers (401 without a session, 403 for members); an Organizer only for files they uploaded.';

export const uploadResource: CustomResource = {
  kind: 'custom',
  path: '/upload',
  title: 'Upload',
  description:
    "Images for the admin area's image fields and rich text, and PDF documents for an event's attached files, Strapi v3's upload plugin. The type is read from the content (never the name or Content-Type): a PDF starts with `%PDF-` and ends with `%%EOF`, anything else must be an image; SVG is refused. Each image gets `thumbnail`, `small`, `medium` and `large` formats when it is larger than them, in the original's type (GIF as PNG) with a WebP twin in `formats.<name>.webp`; a PDF is stored as it is (`formats` empty, `width` and `height` null) and cannot be an event's `image` (`Entry.notAnImage`). Files are served from `/uploads/` and cached for a year; PDFs inline under their name with `Content-Security-Policy: sandbox`.",
  operations: [
    {
      method: 'post',
      path: '/upload',
      summary: 'Upload images and PDFs, or describe a file',
      description: `Multipart form: \`files\` (one or several) with optional \`fileInfo\` per file; answers the stored files. With \`?id=\` and only \`fileInfo\`: renames or describes that file and answers it. A body over UPLOAD_MAX_MB (default 10 MB, all files together) is refused with 413 \`Upload.tooLarge\` before it is read; an image over 50 megapixels with 400 \`Upload.pixels\`, images over 100 megapixels together with 400 \`Upload.totalPixels\` (\`data.max\` names the limit in megapixels); every file is checked before any is processed, and one refused file stores none. When the file storage (an S3 bucket) cannot be reached: 503 \`Upload.storageUnavailable\`. ${editors}`,
      parameters: [infoIdParam],
      requestBody: uploadBody,
      requestContentType: 'multipart/form-data',
      schema: mediaSchema,
      schemaName: 'Media',
      array: true,
      errors: [400, 401, 403, 404, 413, 503],
    },
    {
      path: '/upload/files',
      summary: 'List uploaded files',
      description: `The media library, newest first: every file for Admins, their own uploads for Organizers. Strapi parameters on the listed fields and \`uploadedBy\`. ${editors}`,
      parameters: listParams(fileQuery).filter(notState),
      schema: mediaSchema,
      schemaName: 'Media',
      array: true,
      errors: [400, 401, 403],
    },
    {
      path: '/upload/files/{id}',
      summary: 'One uploaded file',
      description: editors,
      parameters: [idParam],
      schema: mediaSchema,
      schemaName: 'Media',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/upload/files/{id}',
      summary: 'Delete a file',
      description: `Removes the file, every format, and its use as an image or attachment; answers the deleted file. ${editors}`,
      parameters: [idParam],
      schema: mediaSchema,
      schemaName: 'Media',
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .post('/', editorsOnly(), uploadBodyLimit(deps), async (c) => {
        const form = await uploadForm(c);
        const rawId = c.req.query('id');
        if (rawId === undefined) {
          const stored = await uploadFiles(deps.db, {
            actor: c.var.user,
            storage: deps.storage,
            files: form.files,
            infos: form.infos,
            maxBytes: deps.config.uploadMaxBytes,
          });
          return c.json(stored.map((file) => serializeMedia(file)));
        }
        const id = parseId(rawId);
        // Replacing a file's content under the same id is not offered: upload a new file instead.
        if (form.files.length) throw new AppError('Request.body.unknownField', { field: 'files' });
        const [info, ...more] = form.infos;
        if (!info || more.length) throw new AppError('Upload.fileInfo', { field: 'fileInfo' });
        return c.json(serializeMedia(await updateFileInfo(deps.db, { actor: c.var.user, id, info })));
      })
      .get('/files', async (c) => c.json((await findFiles(deps.db, readOptions(c, deps))).map((file) => serializeMedia(file))))
      .get('/files/:id', async (c) =>
        c.json(serializeMedia(await getFile(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) }))),
      )
      .delete('/files/:id', async (c) => {
        const deleted = await deleteFile(deps.db, { actor: c.var.user, id: parseId(c.req.param('id')), storage: deps.storage });
        return c.json(serializeMedia(deleted));
      }),
};

/** Guests and members are refused before a byte of the body is read. */
function editorsOnly(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    authorized(c.var.user, 'files.upload');
    await next();
  };
}

/**
 * UPLOAD_MAX_MB on the raw body: a declared Content-Length over it is refused at once, a
 * chunked body as soon as it passes the limit, so an oversized upload is never buffered whole.
 */
function uploadBodyLimit(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  const maxSize = deps.config.uploadMaxBytes;
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      // Read to its end first, so the client gets the 413 and not a reset (issue 31, D8).
      await drainRefusedBody(c);
      throw uploadTooLarge(maxSize);
    },
  });
}
