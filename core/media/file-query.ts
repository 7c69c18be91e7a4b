import { files } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';

/** What the media list may be filtered and sorted on (Strapi's /upload/files parameters). */
export const fileQuery: CollectionQuery = {
  name: 'upload/files',
  table: files,
  id: files.id,
  fields: {
    id: { type: 'id', column: files.id },
    name: { type: 'text', column: files.name },
    mime: { type: 'text', column: files.mime },
    size: { type: 'int', column: files.size },
    width: { type: 'int', column: files.width },
    height: { type: 'int', column: files.height },
    created_at: { type: 'date', column: files.created_at },
    updated_at: { type: 'date', column: files.updated_at },
  },
  relations: {
    uploadedBy: { kind: 'one', column: files.uploadedById, description: 'The uploader (user id)' },
  },
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
};
