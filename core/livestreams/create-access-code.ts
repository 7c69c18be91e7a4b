import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { violates } from '../tickets/unique-violation';
import { futureEnd, type AccessCodeInput } from './access-code-input';
import { auditedCode, type ApiAccessCode } from './access-code-query';
import { readAccessCode } from './get-access-code';
import { accessCodeHashes, hashAccessCode } from './hash-access-code';
import { newAccessCode } from './new-access-code';
import { authorized } from '../authorization/authorize';
import type { EditionRef } from '../editions/current-edition';
import { assertEditionEditable } from '../editions/edited-edition';

type Writer = Viewer & { username?: string };

/** The unique index on the hash (migration 0000): what really decides between two equal passphrases. */
const UNIQUE_PASSPHRASE = 'access_codes_codeHash_unique';
const passphraseTaken = () => new AppError('AccessCode.taken', { field: 'passphrase' });

/**
 * Creates a livestream access code (Admins): the typed passphrase, or a generated one, is stored
 * only as its hash, and answered in plain this once. A passphrase another code has (revoked ones
 * included) is 409 `AccessCode.taken`: the check before the insert gives the usual answer, the
 * unique index on the hash the race (passphrases are unique across editions). The audit entry
 * has neither the passphrase nor the hash. Made in the current edition, or in another named (a
 * draft's before it is current; an archived edition's is 409 `Edition.archived`, decision 178).
 */
export async function createAccessCode(
  db: Db,
  opts: { viewer: Writer | null; input: AccessCodeInput; now?: Date; edition?: EditionRef },
): Promise<{ data: ApiAccessCode; passphrase: string }> {
  const viewer = authorized(opts.viewer, 'accessCodes.manage');
  const edition = opts.edition ?? 'current';
  await assertEditionEditable(db, edition);
  const validUntil = futureEnd(opts.input.validUntil, opts.now ?? new Date());
  // 59 random bits: a generated passphrase meeting an existing one is not worth a retry.
  const passphrase = opts.input.passphrase ?? newAccessCode();
  const codeHash = hashAccessCode(passphrase);
  // Taken also by an older code that differs only in letter case (decision 108).
  if ((await db.$count(accessCodes, inArray(accessCodes.codeHash, accessCodeHashes(passphrase)))) > 0) throw passphraseTaken();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accessCodes)
        .values({
          label: opts.input.label,
          codeHash,
          conference: opts.input.conference,
          seminars: opts.input.seminars,
          validUntil,
          // The column default is the current edition.
          ...(edition === 'current' ? {} : { editionId: edition }),
        })
        .returning();
      await recordAudit(tx, {
        actor: viewer,
        action: 'create',
        entity: 'access-codes',
        entityId: row!.id,
        label: row!.label,
        after: auditedCode(row!),
      });
      return { data: await readAccessCode(tx, row!.id), passphrase };
    });
  } catch (err) {
    throw violates(err, UNIQUE_PASSPHRASE) ? passphraseTaken() : err;
  }
}
