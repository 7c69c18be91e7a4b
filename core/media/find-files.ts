import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { fileQuery } from './file-query';
import { fileListScope } from './policy';
import { authorized } from '../authorization/authorize';
import type { StoredFile } from './store-image';

/** The media library: Admins see every file, Organizers their own uploads; Strapi list parameters. */
export async function findFiles(db: Db, opts: ReadOptions): Promise<StoredFile[]> {
  const scope = fileListScope(authorized(opts.viewer, 'files.upload'));
  const query = parseQuery(opts.params, fileQuery, opts);
  const visible = scope === 'all' ? undefined : eq(files.uploadedById, scope.uploadedById);
  return db.query.files.findMany(listOptions(db, fileQuery, query, visible));
}
