import { Hono } from 'hono';
import { z } from 'zod';
import { createUser } from '../../core/accounts/create-user';
import { deleteUser } from '../../core/accounts/delete-user';
import { countUsers, findUsers } from '../../core/accounts/find-users';
import { getUser } from '../../core/accounts/get-user';
import { findPendingEmail } from '../../core/accounts/pending-email';
import { presentUser, userSchema, userSummarySchema } from '../../core/accounts/present-user';
import { createUserInput, updateUserInput } from '../../core/accounts/schemas';
import { clearSessionCookies, readSessionCookie, sessionCookie } from '../../core/accounts/session-cookie';
import { signSessionToken } from '../../core/accounts/session-token';
import { updateUser } from '../../core/accounts/update-user';
import { userQuery } from '../../core/accounts/user-query';
import { AppError } from '../../core/errors/app-error';
import { parseId } from '../../core/query/parse-entry-params';
import { isHttps } from '../middleware/request-origin';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import { signupMail } from './signup-mail';
import { countParams, idPathParam, listParams, notState } from './openapi-params';
import { readOptions } from './read-options';
import type { ParamDoc, CustomResource } from './resource';
import { authorized, signedIn } from '../../core/authorization/authorize';
import { deleteOwnAccount } from '../../core/privacy/delete-own-account';
import { exportUserData } from '../../core/privacy/export-user-data';
import { findNewsletterConsent, setNewsletterConsent } from '../../core/privacy/newsletter-consent';
import { deleteAccountInput, newsletterInput } from '../../core/privacy/schemas';

const idParam = idPathParam('User id');
const qParam: ParamDoc = {
  name: '_q',
  in: 'query',
  schema: { type: 'string', maxLength: 100 },
  description: 'Text search: every word in the username or e-mail (for Admins also first or last name), any case.',
};
const deletedSchema = z.object({ id: z.number().int(), username: z.string() });
const newsletterSchema = z.object({
  subscribed: z.boolean(),
  since: z.string().nullable().describe('When the standing opt-in was given (ISO 8601); null without one.'),
});
const userDataSchema = z
  .object({ format: z.string(), exportedAt: z.string() })
  .passthrough()
  .describe('Everything linked to the account: one section per table that references it (decision 156).');

const signIn = 'Needs a session (401 without one).';

export const usersResource: CustomResource = {
  kind: 'custom',
  path: '/users',
  title: 'Users',
  description:
    "Accounts. Everyone reads and changes their own; Admins and Organizers list accounts (username, e-mail, role, state); only Admins see others' contact and invoice data, change others, set role, confirmed, blocked, hasTicket and edit rights, create accounts for others (with an invitation to set the password) and delete.",
  operations: [
    {
      path: '/users',
      summary: 'List users',
      description: `Admins and Organizers. Strapi parameters (\`_sort=username:asc\`, filters on the listed columns, \`_limit\`, \`_start\`) and \`_q\`. ${signIn}`,
      parameters: [...listParams(userQuery).filter(notState), qParam],
      schema: userSummarySchema,
      schemaName: 'UserSummary',
      array: true,
      errors: [400, 401, 403],
    },
    {
      method: 'post',
      path: '/users',
      summary: 'Create an account for someone',
      description:
        'Admins only (401 without a session, 403 `Users.forbidden.create` otherwise, before the body is read). `username` and `email` follow the registration rules, and a taken one is refused with the codes registration uses; `roleId` (default 2, Registred), `confirmed` (default false: the address is proven when the invitation is used), `blocked` (default false), `locale` (default `cs`, the language of the invitation), `can_edit_exhibitors` and `can_edit_speakers` (ids that exist) are optional; unknown fields are refused. No password: the account gets one nobody knows and an invitation e-mail with a link to the reset page, valid for seven days and once; setting the password there (`POST /api/auth/reset-password`) confirms the address and, for a Registred account not yet confirmed, makes it a Confirmed member. A blocked account gets no invitation. Answers 201 with the user as `GET /api/users/{id}` shows it to an Admin.',
      parameters: [],
      requestBody: createUserInput,
      schema: userSchema,
      schemaName: 'User',
      status: 201,
      errors: [400, 401, 403],
    },
    {
      path: '/users/count',
      summary: 'Count users',
      description: 'How many accounts the same filters and `_q` match. Admins and Organizers.',
      parameters: [...countParams(userQuery).filter(notState), qParam],
      schema: z.number().int(),
      schemaName: 'Count',
      errors: [400, 401, 403],
    },
    {
      path: '/users/me',
      summary: 'The signed-in user',
      description:
        'The own full profile with role and edit rights (`can_edit_exhibitors`, `can_edit_speakers`). 401 without a session.',
      parameters: [],
      schema: userSchema,
      schemaName: 'User',
      errors: [401],
    },
    {
      path: '/users/me/data',
      summary: 'Download my data',
      description:
        'Everything linked to the signed-in account as one JSON document (GDPR Art. 15 and 20, decision 156): the profile, consents, sign-ups, stars, attendance, orders with their documents and payments, tickets, mails sent to the address and the audit entries about the account. The request is recorded in the audit log. 401 without a session.',
      parameters: [],
      schema: userDataSchema,
      schemaName: 'UserData',
      errors: [401],
    },
    {
      path: '/users/me/newsletter',
      summary: 'My newsletter opt-in',
      description:
        'Whether the signed-in account has a standing newsletter opt-in, and since when (decision 154). 401 without a session.',
      parameters: [],
      schema: newsletterSchema,
      schemaName: 'NewsletterConsent',
      errors: [401],
    },
    {
      method: 'put',
      path: '/users/me/newsletter',
      summary: 'Give or withdraw my newsletter opt-in',
      description:
        '`{"subscribed": true}` records an opt-in with the version of its text (unless one stands); `false` stamps the standing one as withdrawn, never deleting the record of what was given when. Idempotent. 401 without a session.',
      parameters: [],
      requestBody: newsletterInput,
      schema: newsletterSchema,
      schemaName: 'NewsletterConsent',
      errors: [400, 401],
    },
    {
      method: 'delete',
      path: '/users/me',
      summary: 'Delete my account',
      description:
        "The signed-in account deletes itself (GDPR Art. 17, decision 155), confirmed by `currentPassword` in the body (a wrong one is 400 `Auth.form.error.password.current`, counted with every current-password check: after 10 in 15 minutes 429 with Retry-After). Orders stay as invoiced with the buyer anonymised, seats go to the waiting list, every session ends and a confirmation goes to the address. The last active Admin is refused (409). A browser session's cookie is cleared.",
      parameters: [],
      requestBody: deleteAccountInput,
      schema: deletedSchema,
      schemaName: 'DeletedUser',
      errors: [400, 401, 409, 429],
    },
    {
      path: '/users/{id}',
      summary: 'One user',
      description: `Oneself, or anyone for Admins and Organizers; the profile fields (contact, invoice, hasTicket, edit rights) only for oneself and Admins. ${signIn}`,
      parameters: [idParam],
      schema: userSchema,
      schemaName: 'User',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'put',
      path: '/users/{id}',
      summary: 'Change a user',
      description:
        "Own account, contact and invoice fields; a new e-mail or `newPassword` needs `currentPassword` (after 10 wrong ones in 15 minutes: 429 with Retry-After). Admins change anyone and alone set `roleId`, `confirmed`, `blocked`, `hasTicket`, `can_edit_exhibitors` and `can_edit_speakers`; users set their own `hasTicket` only while the ticket settings accept self-declared tickets (`selfDeclaredTickets`, decision 032). Unknown fields are refused. Changing one's own password ends other sessions and renews the cookie. A new own e-mail is not set at once: a confirmation link goes to it, `pendingEmail` shows it until the link is opened (`GET /api/auth/email-change`), and the old address keeps working meanwhile; an Admin sets someone else's e-mail directly.",
      parameters: [idParam],
      requestBody: updateUserInput,
      schema: userSchema,
      schemaName: 'User',
      errors: [400, 401, 403, 404, 429],
    },
    {
      method: 'delete',
      path: '/users/{id}',
      summary: 'Delete a user',
      description: 'Admins only, never their own account. Sign-ups and edit rights go with the account; ticket orders stay.',
      parameters: [idParam],
      schema: deletedSchema,
      schemaName: 'DeletedUser',
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => c.json(await findUsers(deps.db, readOptions(c, deps))))
      .post('/', async (c) => {
        // Refuse before reading the body, so the answer does not depend on what was sent.
        const viewer = authorized(c.var.user, 'users.create');
        const created = await createUser(deps.db, { viewer, input: await jsonBody(c, createUserInput), mail: deps.mail });
        return c.json(await getUser(deps.db, { viewer, id: created.id }), 201);
      })
      .get('/count', async (c) => c.json(await countUsers(deps.db, readOptions(c, deps))))
      .get('/me', async (c) => {
        const user = c.var.user;
        if (!user) throw new AppError('Request.unauthorized');
        // The session already holds the account and its rights: only the pending e-mail is read.
        return c.json(presentUser(user, user, { pendingEmail: await findPendingEmail(deps.db, { userId: user.id }) }));
      })
      .get('/me/data', async (c) => {
        const user = signedIn(c.var.user);
        c.header('Cache-Control', 'private, no-store');
        return c.json(await exportUserData(deps.db, { userId: user.id, now: deps.clock() }));
      })
      .get('/me/newsletter', async (c) => {
        const user = signedIn(c.var.user);
        return c.json(newsletterAnswer(await findNewsletterConsent(deps.db, user.id)));
      })
      .put('/me/newsletter', async (c) => {
        const user = signedIn(c.var.user);
        const input = await jsonBody(c, newsletterInput);
        // The real time, as every consent record (the programme clock only moves the programme).
        return c.json(newsletterAnswer(await setNewsletterConsent(deps.db, { userId: user.id, ...input, at: new Date() })));
      })
      .delete('/me', async (c) => {
        const user = signedIn(c.var.user);
        const input = await jsonBody(c, deleteAccountInput);
        await deleteOwnAccount(deps.db, {
          userId: user.id,
          password: input.currentPassword,
          passwordGuesses: deps.limits.currentPasswordPerUser,
          signupMail: signupMail(deps),
          clock: deps.clock,
        });
        if (readSessionCookie(c.req.header('Cookie')))
          for (const cookie of clearSessionCookies({ secure: isHttps(c.req.raw, deps.config) }))
            c.header('Set-Cookie', cookie, { append: true });
        return c.json({ id: user.id, username: user.username });
      })
      .get('/:id', async (c) => c.json(await getUser(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) })))
      .put('/:id', async (c) => {
        const id = parseId(c.req.param('id'));
        // Refuse before reading the body, so the answer does not depend on what was sent.
        const viewer = authorized(c.var.user, 'users.update', id);
        const input = await jsonBody(c, updateUserInput);
        const updated = await updateUser(deps.db, {
          actor: viewer,
          userId: id,
          input,
          passwordGuesses: deps.limits.currentPasswordPerUser,
          emailChanges: deps.limits.emailChangePerUser,
          mail: deps.mail,
        });
        // A new password ends every session; the browser that changed it keeps a fresh one.
        if (updated.id === viewer.id && updated.tokenVersion !== viewer.tokenVersion && !c.req.header('Authorization')) {
          if (readSessionCookie(c.req.header('Cookie'))) {
            c.header(
              'Set-Cookie',
              sessionCookie(signSessionToken(updated, deps.config.sessionSecret, new Date(), deps.config.sessionIdleSeconds), {
                secure: isHttps(c.req.raw, deps.config),
              }),
            );
          }
        }
        return c.json(await getUser(deps.db, { viewer, id }));
      })
      .delete('/:id', async (c) =>
        c.json(
          await deleteUser(deps.db, {
            viewer: c.var.user,
            id: parseId(c.req.param('id')),
            signupMail: signupMail(deps),
            clock: deps.clock,
          }),
        ),
      ),
};

function newsletterAnswer(consent: { since: Date } | null) {
  return { subscribed: consent !== null, since: consent ? consent.since.toISOString() : null };
}
