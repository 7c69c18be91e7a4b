import type { Db } from '../../db/client';
import type { Viewer } from '../accounts/policy';
import { authorized } from '../authorization/authorize';
import { findEditions } from './current-edition';
import { presentEdition, type ApiEdition } from './edition-input';

/** Every edition with its state and retention periods, the newest year first (Admins; decision 165). */
export async function findEditionList(db: Db, opts: { viewer: Viewer | null }): Promise<ApiEdition[]> {
  authorized(opts.viewer, 'editions.manage');
  return (await findEditions(db)).map(presentEdition);
}
