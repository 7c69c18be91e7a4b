import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { exhibitorEditors, exhibitors, speakerEditors, speakers, users } from '../../db/schema';
import { recordAudit, type AuditValues } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { takeAttempt } from '../rate-limit/limits';
import { readTicketSettings } from '../tickets/ticket-settings';
import { hasTicketNow, setHasTicket } from '../editions/current-edition';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { checkEditRightReferences } from './check-user-references';
import { assertAnotherAdminRemains } from './keep-an-admin';
import { canManageAccounts, isActiveAdmin } from './policy';
import { hashPassword, verifyPassword } from './password';
import { requestEmailChange } from './request-email-change';
import { assertAccountFree } from './account-uniqueness';
import { takenErrorFrom } from './taken-error';
import type { UpdateUserInput } from './schemas';
import { voidAuthCodes } from './void-auth-codes';
import { authorized } from '../authorization/authorize';

export type Actor = { id: number; roleId: number } | null;

/** hasTicket (for the current edition, decision 146) is the Admins' grant, or the user's own when the ticket settings accept self-declared tickets. */
const ADMIN_ONLY = ['confirmed', 'blocked', 'roleId', 'hasTicket', 'can_edit_exhibitors', 'can_edit_speakers'] as const;

/**
 * Changes a user. Users change only their own account, profile and invoice data; an Admin may
 * change anyone and is the only one who sets role, confirmed, blocked and edit rights. A new
 * e-mail or password needs the current password (an Admin editing someone else does not), and
 * at most 10 guesses of it per account in 15 minutes, whichever door they come through. A new
 * own e-mail is not set here: it waits for the link sent to it (requestEmailChange). Nobody
 * changes their own role or blocks themselves, and the last active Admin stays one.
 */
export async function updateUser(
  db: Db,
  opts: {
    actor: Actor;
    userId: number;
    input: UpdateUserInput;
    /** The one counter of current-password guesses (limits.currentPasswordPerUser). */
    passwordGuesses: RateLimiter;
    /** The one counter of e-mail change links sent (limits.emailChangePerUser): no mail bombing. */
    emailChanges: RateLimiter;
    mail: MailSettings;
  },
) {
  const { userId, input } = opts;
  const actor = authorized(opts.actor, 'users.update', userId);
  const manager = canManageAccounts(actor);
  for (const field of ADMIN_ONLY) {
    if (input[field] === undefined || manager) continue;
    // With self-declared tickets accepted, users tick 'Mám lístek' themselves (decision 032).
    if (field === 'hasTicket' && (await readTicketSettings(db)).selfDeclaredTickets) continue;
    throw new AppError('Users.forbidden.field', { field });
  }

  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound('User');
  // Nobody locks themselves out: only another Admin can give the role back.
  const newRole = input.roleId !== undefined && input.roleId !== current.roleId;
  if (actor.id === userId && newRole) throw new AppError('Users.forbidden.ownRole', { field: 'roleId' });
  if (actor.id === userId && input.blocked === true) throw new AppError('Users.forbidden.blockSelf', { field: 'blocked' });
  const endsAdmin = isActiveAdmin(current) && (newRole || input.blocked === true);

  const { currentPassword, newPassword, can_edit_exhibitors, can_edit_speakers, email, hasTicket, ...fields } = input;
  const newEmail = email !== undefined && email.toLowerCase() !== current.email.toLowerCase() ? email : undefined;
  const onBehalf = manager && actor.id !== userId;
  if ((newPassword !== undefined || newEmail !== undefined) && !onBehalf) {
    await checkCurrentPassword(current, currentPassword, opts.passwordGuesses);
  }
  await assertAccountFree(db, { username: fields.username, email: newEmail }, { exceptId: userId, context: 'change' });
  if (newEmail !== undefined && !onBehalf) await takeAttempt(opts.emailChanges, String(userId), { field: 'email' });
  await checkEditRightReferences(db, exhibitors, 'can_edit_exhibitors', can_edit_exhibitors);
  await checkEditRightReferences(db, speakers, 'can_edit_speakers', can_edit_speakers);

  const set: PgUpdateSetSource<typeof users> = { ...fields };
  // The same address in other letter case is the same mailbox: no confirmation needed.
  if (email !== undefined && (newEmail === undefined || onBehalf)) set.email = email;
  if (newPassword !== undefined) {
    set.passwordHash = await hashPassword(newPassword);
  }
  // A new password or a block ends every session issued before.
  if (newPassword !== undefined || (fields.blocked === true && !current.blocked)) {
    set.tokenVersion = sql`${users.tokenVersion} + 1`;
  }

  try {
    return await db.transaction(async (tx) => {
      // Demoting or blocking an Admin locks every active Admin's row first, in id order (this
      // account's among them), so two Admins demoting each other wait in turn instead of each
      // holding the row the other needs.
      if (endsAdmin) await assertAnotherAdminRemains(tx, userId, newRole ? 'roleId' : 'blocked');
      // The account's row first, as every use of its codes takes it (consumeAuthCode): a link
      // used meanwhile either came first or finds itself voided below.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      // An Admin's change of an account is admin-area work: recorded, edit rights included.
      const before = manager
        ? {
            ...current,
            hasTicket: await hasTicketNow(tx, userId),
            ...(await editRights(tx, userId, can_edit_exhibitors, can_edit_speakers)),
          }
        : undefined;
      const user = await write(tx, userId, set, current, can_edit_exhibitors, can_edit_speakers);
      // hasTicket is the current edition's (decision 146).
      if (hasTicket !== undefined) await setHasTicket(tx, userId, hasTicket);
      if (before) {
        const after: AuditValues = {
          ...user,
          hasTicket: await hasTicketNow(tx, userId),
          ...(await editRights(tx, userId, can_edit_exhibitors, can_edit_speakers)),
        };
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'users',
          entityId: userId,
          label: user.username,
          before,
          after,
        });
      }
      // Links mailed before die with the change they would undo (decision 060): the owner's own
      // move (a new password, the current address again) or an Admin's (a password, an address, a block).
      await voidAuthCodes(tx, userId, {
        password: newPassword !== undefined,
        address: newEmail !== undefined && onBehalf,
        block: fields.blocked === true,
        emailChangeEnds: email !== undefined,
      });
      if (newEmail !== undefined && !onBehalf) await requestEmailChange(tx, { user, email: newEmail, mail: opts.mail });
      return user;
    });
  } catch (err) {
    throw takenErrorFrom(err, 'change') ?? err;
  }
}

/** The current password, asked before a change only its owner may make: counts the guess first, so parallel guesses cannot slip past the limit; a right one clears the count. */
export async function checkCurrentPassword(current: typeof users.$inferSelect, guess: string | undefined, guesses: RateLimiter) {
  if (guess === undefined) throw new AppError('Auth.form.error.password.currentNeeded', { field: 'currentPassword' });
  await takeAttempt(guesses, String(current.id), { field: 'currentPassword' });
  const ok = current.passwordHash !== null && (await verifyPassword(guess, current.passwordHash));
  if (!ok) throw new AppError('Auth.form.error.password.current', { field: 'currentPassword' });
  await guesses.reset(String(current.id));
}

async function write(
  tx: Tx,
  userId: number,
  set: PgUpdateSetSource<typeof users>,
  current: typeof users.$inferSelect,
  can_edit_exhibitors: number[] | undefined,
  can_edit_speakers: number[] | undefined,
) {
  const [user] = Object.keys(set).length ? await tx.update(users).set(set).where(eq(users.id, userId)).returning() : [current];
  if (can_edit_exhibitors) {
    await tx.delete(exhibitorEditors).where(eq(exhibitorEditors.userId, userId));
    if (can_edit_exhibitors.length) {
      await tx.insert(exhibitorEditors).values([...new Set(can_edit_exhibitors)].map((exhibitorId) => ({ exhibitorId, userId })));
    }
  }
  if (can_edit_speakers) {
    await tx.delete(speakerEditors).where(eq(speakerEditors.userId, userId));
    if (can_edit_speakers.length) {
      await tx.insert(speakerEditors).values([...new Set(can_edit_speakers)].map((speakerId) => ({ speakerId, userId })));
    }
  }
  return user!;
}

/** The edit rights an input replaces, as stored (ids in order), for the audit log. */
async function editRights(
  tx: Tx,
  userId: number,
  exhibitorIds: number[] | undefined,
  speakerIds: number[] | undefined,
): Promise<AuditValues> {
  const rights: AuditValues = {};
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  if (exhibitorIds)
    rights.can_edit_exhibitors = ids(
      await tx.select({ id: exhibitorEditors.exhibitorId }).from(exhibitorEditors).where(eq(exhibitorEditors.userId, userId)),
    );
  if (speakerIds)
    rights.can_edit_speakers = ids(
      await tx.select({ id: speakerEditors.speakerId }).from(speakerEditors).where(eq(speakerEditors.userId, userId)),
    );
  return rights;
}
