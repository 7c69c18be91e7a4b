import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { isLocale, LOCALE_COOKIE, type Locale } from '../../app/i18n/locale';
import { href } from '../../app/i18n/route-paths';
import { confirmEmail } from '../../core/accounts/confirm-email';
import { confirmEmailChange } from '../../core/accounts/confirm-email-change';
import { endSession } from '../../core/accounts/end-session';
import { loadUserWithRights } from '../../core/accounts/load-user-with-rights';
import { login } from '../../core/accounts/login';
import { presentUser, userSchema } from '../../core/accounts/present-user';
import { registerUser } from '../../core/accounts/register-user';
import { requestPasswordReset } from '../../core/accounts/request-password-reset';
import { resetPassword } from '../../core/accounts/reset-password';
import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput } from '../../core/accounts/schemas';
import { clearSessionCookies, readSessionCookie, sessionCookie } from '../../core/accounts/session-cookie';
import { signSessionToken } from '../../core/accounts/session-token';
import { AppError } from '../../core/errors/app-error';
import { toastCookie } from '../../app/toasts/flash-toast';
import { safeRedirectTo } from '../../app/auth/redirect-to';
import { isHttps } from '../middleware/request-origin';
import { bearerToken, type ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import type { CustomResource } from './resource';

/** The registration notice, word for word as the site has always shown it. */
export const REGISTERED_MESSAGE =
  'A confirmation link has been sent to your email account. Please click on the link to complete the registration process.';

const registeredSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), email: z.string(), confirmed: z.literal(false) }),
  message: z.string(),
});
export const sessionSchema = z.object({
  jwt: z.string().describe('The session token; also set as the HttpOnly cookie jwt_amphi'),
  user: userSchema,
});
const okSchema = z.object({ ok: z.literal(true) });

export const authResource: CustomResource = {
  kind: 'custom',
  path: '/auth',
  title: 'Sign-in',
  description:
    'Registration with e-mail confirmation, login, password reset and logout. Limited per client address and per account (429 with Retry-After).',
  operations: [
    {
      method: 'post',
      path: '/auth/local/register',
      summary: 'Register',
      description:
        'Creates an unconfirmed account (role Registred) and sends the confirmation link by e-mail; no session is given until the address is confirmed. A taken username or e-mail is a 400 whose `field` says which.',
      parameters: [],
      requestBody: registerInput,
      schema: registeredSchema,
      schemaName: 'Registered',
      errors: [400, 429],
    },
    {
      path: '/auth/email-confirmation',
      summary: 'Confirm an e-mail address',
      description:
        "The link from the confirmation e-mail. Signs the account in (the session cookie) and redirects to the page the registration was started from (stored with the code; a same-site path), or to the home page in the user's language; a blocked account is not signed in and goes to the login page with `?confirmed=1`. An invalid, used or expired code redirects to the login page with `?confirmation=invalid` (and `reason`), or answers 400 JSON to a client that accepts only JSON.",
      parameters: [
        {
          name: 'confirmation',
          in: 'query',
          required: true,
          schema: { type: 'string' },
          description: 'The code from the e-mail',
        },
      ],
      status: 302,
      errors: [400],
    },
    {
      path: '/auth/email-change',
      summary: 'Confirm a new e-mail address',
      description:
        "The link sent to a new address set on one's own account. The address replaces the old one (which gets a notice) and the browser goes to the Me page with a toast; an invalid, used or expired code, or an address taken meanwhile, goes there with the refusal's toast, or answers its error JSON to a client that accepts only JSON.",
      parameters: [
        { name: 'code', in: 'query', required: true, schema: { type: 'string' }, description: 'The code from the e-mail' },
      ],
      status: 302,
      errors: [400],
    },
    {
      method: 'post',
      path: '/auth/local',
      summary: 'Log in',
      description:
        'With username or e-mail (any case) and password. Sets the session cookie and returns the token for API clients. Wrong credentials: 400 "Identifier or password invalid."; a blocked or unconfirmed account: 403 with a message saying which.',
      parameters: [],
      requestBody: loginInput,
      schema: sessionSchema,
      schemaName: 'Session',
      errors: [400, 403, 429],
    },
    {
      method: 'post',
      path: '/auth/forgot-password',
      summary: 'Ask for a password reset link',
      description:
        'Sends a one-hour, single-use reset link to the address if an active account has it. Answers the same whether or not it does.',
      parameters: [],
      requestBody: forgotPasswordInput,
      schema: okSchema,
      schemaName: 'Ok',
      errors: [400, 429],
    },
    {
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Set a new password with a reset code',
      description:
        'Ends every earlier session of the account and signs in (cookie and token). Passwords that differ: 400 with message `passwordsDoNotMatch`; an invalid, used or expired code: 400 with `field` code.',
      parameters: [],
      requestBody: resetPasswordInput,
      schema: sessionSchema,
      schemaName: 'Session',
      errors: [400, 403, 429],
    },
    {
      method: 'post',
      path: '/auth/logout',
      summary: 'Log out',
      description:
        'Ends the session of the request (its bearer token or session cookie) on the server, so that token is refused from now on, and removes the session cookie. Other sessions of the same user stay signed in.',
      parameters: [],
      status: 204,
      errors: [],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .post('/local/register', async (c) => {
        const input = await jsonBody(c, registerInput);
        const user = await registerUser(deps.db, { input, mail: deps.mail });
        return c.json({
          user: { id: user.id, username: user.username, email: user.email, confirmed: false as const },
          message: REGISTERED_MESSAGE,
        });
      })
      .get('/email-confirmation', async (c) => {
        try {
          const user = await confirmEmail(deps.db, { code: c.req.query('confirmation') ?? '' });
          const locale = user.locale === 'en' ? 'en' : 'cs';
          // The link proves the mailbox as a reset link does, so it signs in (decision 095).
          if (user.blocked) return c.redirect(`${href('Login', {}, locale)}?confirmed=1`, 302);
          const secure = isHttps(c.req.raw, deps.config);
          const jwt = signSessionToken(user, deps.config.sessionSecret, new Date(), deps.config.sessionIdleSeconds);
          c.header('Set-Cookie', sessionCookie(jwt, { secure }), { append: true });
          c.header('Set-Cookie', toastCookie('emailConfirmed', { secure }), { append: true });
          c.header('Cache-Control', 'no-store');
          // Checked again on the way out: only a path on this site (decision 095).
          return c.redirect(safeRedirectTo(user.redirectTo, href('Home', {}, locale)), 302);
        } catch (err) {
          if (!(err instanceof AppError) || err.field !== 'code' || wantsJson(c)) throw err;
          return c.redirect(`${href('Login', {}, visitorLocale(c))}?confirmation=invalid&reason=${err.code}`, 302);
        }
      })
      .get('/email-change', async (c) => {
        try {
          const user = await confirmEmailChange(deps.db, { code: c.req.query('code') ?? '', mail: deps.mail });
          const to = href('Me', {}, user.locale === 'en' ? 'en' : 'cs');
          c.header('Set-Cookie', toastCookie('emailChanged', { secure: isHttps(c.req.raw, deps.config) }));
          return c.redirect(to, 302);
        } catch (err) {
          if (!(err instanceof AppError) || wantsJson(c)) throw err;
          c.header('Set-Cookie', toastCookie(err.code, { secure: isHttps(c.req.raw, deps.config) }));
          return c.redirect(href('Me', {}, visitorLocale(c)), 302);
        }
      })
      .post('/local', async (c) => {
        const user = await login(deps.db, await jsonBody(c, loginInput));
        return signIn(c, deps, user);
      })
      .post('/forgot-password', async (c) => {
        const { email, locale } = await jsonBody(c, forgotPasswordInput);
        // After the answer, so its time is the same for a known and an unknown e-mail (decision 090).
        deps.afterAnswer.run('password reset', () => requestPasswordReset(deps.db, { email, locale, mail: deps.mail }));
        return c.json({ ok: true as const });
      })
      .post('/reset-password', async (c) => {
        const { code, password } = await jsonBody(c, resetPasswordInput);
        return signIn(c, deps, await resetPassword(deps.db, { code, password }));
      })
      .post('/logout', async (c) => {
        const tokens = new Set([bearerToken(c.req.header('Authorization')), readSessionCookie(c.req.header('Cookie'))]);
        for (const token of tokens) if (token) await endSession(deps.db, { token, secret: deps.config.sessionSecret });
        for (const cookie of clearSessionCookies({ secure: isHttps(c.req.raw, deps.config) }))
          c.header('Set-Cookie', cookie, { append: true });
        return c.body(null, 204);
      }),
};

/** Issues the session: token in the answer for API clients, the same token in the HttpOnly cookie for browsers. */
export async function signIn(c: Context<ApiEnv>, deps: AppDeps, row: { id: number; tokenVersion: number }) {
  const jwt = signSessionToken(row, deps.config.sessionSecret, new Date(), deps.config.sessionIdleSeconds);
  const user = await loadUserWithRights(deps.db, row.id);
  if (!user) throw new AppError('Auth.account.gone');
  c.header('Set-Cookie', sessionCookie(jwt, { secure: isHttps(c.req.raw, deps.config) }));
  c.header('Cache-Control', 'no-store');
  return c.json({ jwt, user: presentUser(user, user) });
}

/** A client that asks for JSON and not for a page (scripts, the API reference). */
function wantsJson(c: Context): boolean {
  const accept = c.req.header('Accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The language of a visitor we cannot identify: the remembered choice, else Czech. */
function visitorLocale(c: Context): Locale {
  const remembered = getCookie(c, LOCALE_COOKIE);
  return isLocale(remembered) ? remembered : 'cs';
}
