import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { authorized } from '../authorization/authorize';
import { AppError } from '../errors/app-error';
import { sentOnly } from '../validation/sent-only';
import { presentEdition, type ApiEdition, type UpdateEditionInput } from './edition-input';
import { getEditionRow } from './get-edition';

type Writer = Viewer & { username?: string };

/**
 * Changes an edition's names, days and retention periods (Admins; decision 165). An archived
 * edition's too: its names and periods are what the archive and the purge read. The main day
 * must lie within the programme's days, checked on the result (400 `Edition.dates`).
 */
export async function updateEdition(
  db: Db,
  opts: { viewer: Writer | null; year: number; input: UpdateEditionInput },
): Promise<ApiEdition> {
  const viewer = authorized(opts.viewer, 'editions.manage');
  return db.transaction(async (tx) => {
    const before = await getEditionRow(tx, opts.year, { lock: true });
    const input = sentOnly(opts.input);
    const next = { ...before, ...input };
    if (!(next.programmeStart <= next.mainDay && next.mainDay <= next.programmeEnd))
      throw new AppError('Edition.dates', { field: 'mainDay' });
    const [row] = Object.keys(input).length
      ? await tx.update(editions).set(input).where(eq(editions.id, before.id)).returning()
      : [before];
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'editions',
      entityId: before.id,
      label: `${before.year}`,
      before,
      after: row,
    });
    return presentEdition(row!);
  });
}
