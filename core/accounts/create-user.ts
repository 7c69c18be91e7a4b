import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { exhibitorEditors, exhibitors, speakerEditors, speakers, users } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import { issueAuthCode } from './auth-codes';
import { checkEditRightReferences } from './check-user-references';
import { hashPassword } from './password';
import type { Viewer } from './policy';
import type { CreateUserInput } from './schemas';
import { assertAccountFree } from './account-uniqueness';
import { takenErrorFrom } from './taken-error';
import { authorized } from '../authorization/authorize';

/**
 * An Admin creates an account for someone (the admin users list's "Register a user"). The
 * account gets a password nobody knows (the hash of 32 random bytes) and, in the same
 * transaction, an invitation mail whose link sets the first password through the reset page
 * (an `invite` code, a week, single use). Setting it proves the address: `confirmed` becomes
 * true and a Registred account becomes a Confirmed member (markConfirmed, decision 012). A
 * blocked account gets no invitation, since its link would be refused. Recorded in the audit log.
 * Returns the new account's row.
 */
export async function createUser(db: Db, opts: { viewer: Viewer | null; input: CreateUserInput; mail: MailSettings }) {
  const { viewer, input } = opts;
  authorized(viewer, 'users.create');
  const { username, email, roleId, confirmed, blocked, locale, can_edit_exhibitors, can_edit_speakers } = input;

  // Registration's check and words: the e-mail first, then the username.
  await assertAccountFree(db, { email, username });
  await checkEditRightReferences(db, exhibitors, 'can_edit_exhibitors', can_edit_exhibitors);
  await checkEditRightReferences(db, speakers, 'can_edit_speakers', can_edit_speakers);

  // Unusable until the invitation sets a real one: nobody ever knows this password.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const exhibitorIds = [...new Set(can_edit_exhibitors ?? [])].sort((a, b) => a - b);
  const speakerIds = [...new Set(can_edit_speakers ?? [])].sort((a, b) => a - b);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username, email, passwordHash, roleId, confirmed, blocked, locale })
        .returning();
      const id = user!.id;
      if (exhibitorIds.length)
        await tx.insert(exhibitorEditors).values(exhibitorIds.map((exhibitorId) => ({ exhibitorId, userId: id })));
      if (speakerIds.length) await tx.insert(speakerEditors).values(speakerIds.map((speakerId) => ({ speakerId, userId: id })));
      if (!blocked) {
        const code = await issueAuthCode(tx, { userId: id, kind: 'invite' });
        await enqueueMail(tx, {
          to: email,
          template: 'account-invite',
          locale,
          vars: { username, url: opts.mail.links.resetPassword(code, locale) },
          deliver: opts.mail.deliver,
        });
      }
      // The random password is nobody's business, not even as "set".
      const { passwordHash: _secret, ...recorded } = user!;
      await recordAudit(tx, {
        actor: viewer,
        action: 'create',
        entity: 'users',
        entityId: id,
        label: username,
        after: {
          ...recorded,
          ...(exhibitorIds.length ? { can_edit_exhibitors: exhibitorIds } : {}),
          ...(speakerIds.length ? { can_edit_speakers: speakerIds } : {}),
        },
      });
      return user!;
    });
  } catch (err) {
    // Two creations (or a registration) racing past the check above meet the unique indexes here.
    throw takenErrorFrom(err) ?? err;
  }
}
