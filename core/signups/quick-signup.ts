import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { events, ROLE, users } from '../../db/schema';
import { issueAuthCode } from '../accounts/auth-codes';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../accounts/account-limits';
import { hashPassword } from '../accounts/password';
import { contactInput, localeSchema, registerInput } from '../accounts/schemas';
import { findTakenField } from '../accounts/account-uniqueness';
import { takenErrorFrom } from '../accounts/taken-error';
import { AppError, notFound } from '../errors/app-error';
import { takesOnlineSignups } from '../events/access-control';
import { eventVisibleTo } from '../events/event-visibility';
import { enqueueMail } from '../mailer/enqueue-mail';
import { entryId } from '../validation/input-fields';
import { takesSignups } from './seats';
import { takesJoins } from './signup-window';
import { recordConsents } from '../privacy/record-consents';
import { TERMS_AND_PRIVACY } from '../privacy/consent-texts';
import type { MailSettings } from '../mailer/mail-settings';
import type { ProgrammeClock } from '../programme/programme-clock';

/** The quick sign-up form of a seminar page (spec 5): names, e-mail and phone required, company optional. */
export const quickSignupInput = z
  .object({
    event: entryId.describe('The seminar (type 1) the guest signs up for'),
    firstName: contactInput.shape.firstName,
    lastName: contactInput.shape.lastName,
    email: registerInput.shape.email,
    phone: contactInput.shape.phone,
    company: contactInput.shape.company,
    locale: localeSchema,
  })
  .strict();
export type QuickSignupInput = z.infer<typeof quickSignupInput>;

/** A username from the e-mail's local part, in the registration's alphabet and lengths. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const base = local
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '')
    .slice(0, USERNAME_MAX_LENGTH - 5);
  return base.length >= USERNAME_MIN_LENGTH ? base : `guest${base}`;
}

/**
 * A guest's account made from a seminar page's quick sign-up: Registred, unconfirmed, with a
 * password nobody knows (decision 023). In the same transaction a mail with a link that sets
 * the password (an `invite` code; using it proves the address and confirms the account). The
 * caller signs the guest in and the page then joins the seminar through `POST /event-join`,
 * where the ticket and the seats are checked as for anyone. A taken e-mail is 400
 * `Signup.quick.emailTaken`: its owner signs in instead. Only a published seminar the guest
 * may see takes quick sign-ups.
 */
export async function quickSignup(db: Db, opts: { input: QuickSignupInput; mail: MailSettings; clock: ProgrammeClock }) {
  const { input } = opts;
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, input.event), eventVisibleTo(null, 'live')));
  if (!event) throw notFound('Event');
  if (!takesSignups(event)) throw new AppError('Signup.notASeminar', { field: 'event' });
  // A walk-in seminar takes nobody online: no account is made for it.
  if (!takesOnlineSignups(event.access_control)) throw new AppError('Signup.noRegistration', { field: 'event' });
  // Nor one that has started (decision 071): the join that follows would be refused.
  if (!takesJoins(event, opts.clock())) throw new AppError('Signup.started', { field: 'event' });

  const email = input.email;
  if (await findTakenField(db, { email })) throw new AppError('Signup.quick.emailTaken', { field: 'email' });

  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const base = usernameFromEmail(email);
  // A taken username gets a number; two guests racing for the same one meet the unique index.
  for (let attempt = 0; ; attempt++) {
    const username = attempt === 0 ? base : `${base}${randomInt(1000, 10_000)}`;
    try {
      const user = await db.transaction(async (tx) => {
        const [exists] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
        if (exists) return null;
        const [user] = await tx
          .insert(users)
          .values({
            username,
            email,
            passwordHash,
            roleId: ROLE.registred,
            locale: input.locale,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            company: input.company ?? null,
          })
          .returning();
        // Signing up accepts the terms and the privacy notice; the source also marks the account
        // as a quick sign-up's, which the retention purge removes if it is never used (decision 153).
        await recordConsents(tx, {
          owner: { userId: user!.id },
          kinds: TERMS_AND_PRIVACY,
          source: 'quickSignup',
          at: user!.created_at,
        });
        const code = await issueAuthCode(tx, { userId: user!.id, kind: 'invite' });
        await enqueueMail(tx, {
          to: email,
          template: 'quick-signup',
          locale: input.locale,
          vars: {
            name: input.firstName,
            event: input.locale === 'en' && event.name_en ? event.name_en : event.name,
            username,
            url: opts.mail.links.resetPassword(code, input.locale),
          },
          deliver: opts.mail.deliver,
        });
        return user!;
      });
      if (user) return user;
    } catch (err) {
      const taken = takenErrorFrom(err);
      if (taken?.code === 'Auth.form.error.email.taken') throw new AppError('Signup.quick.emailTaken', { field: 'email' });
      if (!taken || attempt >= 5) throw err;
    }
    if (attempt >= 5) throw new AppError('Request.internal');
  }
}
