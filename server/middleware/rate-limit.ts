import type { Context, MiddlewareHandler } from 'hono';
import { localeFromPath } from '../../app/i18n/locale';
import { routeTable } from '../../app/i18n/route-table';
import { setsSessionCookie } from '../../core/accounts/session-cookie';
import { AppError } from '../../core/errors/app-error';
import { errorText } from '../../core/errors/error-codes';
import { tooManyAttempts, type CountedAttempts, type RateLimits } from '../../core/rate-limit/limits';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter';
import type { Config } from '../config';
import { errorBody } from '../error-body';
import { readAuthBody } from './auth-body';
import { clientIp } from './request-origin';

type AuthAction = 'login' | 'register' | 'forgot' | 'reset';

/** Both doors to each form: the API path and the page paths in both languages. */
const API_PATHS: Record<string, AuthAction> = {
  '/api/auth/local': 'login',
  '/api/auth/local/register': 'register',
  // A seminar page's quick sign-up creates an account too.
  '/api/event-join/quick-signup': 'register',
  '/api/auth/forgot-password': 'forgot',
  '/api/auth/reset-password': 'reset',
};
const PAGE_ROUTES = { Login: 'login', Register: 'register', ForgotPassword: 'forgot', ResetPassword: 'reset' } as const;
const PAGE_PATHS: Record<string, AuthAction> = Object.fromEntries(
  Object.entries(PAGE_ROUTES).flatMap(([name, action]) => {
    const entry = routeTable[name as keyof typeof PAGE_ROUTES];
    return [entry.cs, entry.en].map((path) => [path.toLowerCase(), action]);
  }),
);

/** The body field that names the account each form is about. */
const ACCOUNT_FIELD: Partial<Record<AuthAction, string>> = { login: 'identifier', forgot: 'email' };

/**
 * Rate limits on login, register, forgot and reset password, for the API and the page forms
 * alike (React Router document and `.data` POSTs), counted on the app's shared limits
 * (core/rate-limit/limits.ts). Over a limit: 429 with Retry-After, as JSON, or as a small page
 * for a form posted without JavaScript. A body that gives a field twice is refused (400
 * `Request.body.repeatedField`) before the account is counted: read here one way and by the
 * door another, it would count one account and sign in another (decision 054).
 *
 * Failed logins count per identifier from the client's address, and per identifier from all
 * addresses under a looser cap; a login counts as successful when the answer sets the session
 * cookie, whichever door answered it, and clears both. Reset e-mails count per address asked for.
 */
export function authRateLimits(opts: { config: Pick<Config, 'trustProxy'>; limits: RateLimits }): MiddlewareHandler {
  const { limits } = opts;
  const perIp: Record<AuthAction, RateLimiter> = {
    login: limits.loginPerIp,
    register: limits.registerPerIp,
    forgot: limits.forgotPerIp,
    reset: limits.resetPerIp,
  };
  /** The counters one attempt on an account takes, tightest first. */
  const perAccount = (action: AuthAction, account: string, ip: string): CountedAttempts[] => {
    if (action === 'login') {
      return [
        // The address first: it cannot contain a line break, so the key splits one way only.
        { limiter: limits.loginFailuresPerIdentifierAndIp, key: `${ip}\n${account}` },
        { limiter: limits.loginFailuresPerIdentifier, key: account },
      ];
    }
    return action === 'forgot' ? [{ limiter: limits.forgotPerEmail, key: account }] : [];
  };

  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const action = authAction(c.req.path);
    if (!action) return next();

    const ip = clientIp(c, opts.config);
    const byIp = await perIp[action].hit(ip);
    if (!byIp.allowed) return refuse(c, tooManyAttempts(byIp.retryAfterSeconds));
    const body = await readAuthBody(c.req.raw);
    if (body.repeated !== undefined) return refuse(c, new AppError('Request.body.repeatedField', { field: body.repeated }));
    const field = ACCOUNT_FIELD[action];
    const account = field ? accountKey(body.fields.get(field)) : undefined;
    const counted = account ? perAccount(action, account, ip) : [];
    for (const { limiter, key } of counted) {
      const byAccount = await limiter.hit(key);
      if (!byAccount.allowed) return refuse(c, tooManyAttempts(byAccount.retryAfterSeconds));
    }

    await next();
    if (action === 'login' && setsSession(c.res)) for (const { limiter, key } of counted) await limiter.reset(key);
  };
}

/** Which form a path posts to; paths are compared as the router matches them (any case, decoded). */
function authAction(rawPath: string): AuthAction | undefined {
  const api = API_PATHS[rawPath.replace(/\/+$/, '')];
  if (api) return api;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  // React Router posts from hydrated pages to `<path>.data` (`/_.data` for a trailing slash).
  const path = decoded
    .toLowerCase()
    .replace(/\.data$/, '')
    .replace(/\/_$/, '')
    .replace(/\/+$/, '');
  return PAGE_PATHS[path];
}

/** The account a field names, as login and requestPasswordReset look it up (trimmed, any case). */
function accountKey(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) || undefined : undefined;
}

function setsSession(res: Response): boolean {
  return res.headers.getSetCookie().some(setsSessionCookie);
}

const PAGE_TEXT = {
  cs: { title: 'Příliš mnoho pokusů', body: (m: number) => `Zkuste to prosím znovu za ${m} min.`, back: 'Zpět na formulář' },
  en: { title: 'Too many attempts', body: (m: number) => `Please try again in ${m} min.`, back: 'Back to the form' },
};
const BAD_FORM_TITLE = { cs: 'Formulář nelze přijmout', en: 'The form cannot be accepted' };

/** A refusal before the door: JSON for the API and `.data` requests, a small page for a form posted without JavaScript. */
function refuse(c: Context, err: AppError): Response {
  const retryAfterSeconds = err.details?.retryAfterSeconds;
  if (typeof retryAfterSeconds === 'number') c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  const status = err.status as 400 | 429;
  const path = c.req.path;
  const wantsPage = !path.startsWith('/api/') && !path.endsWith('.data') && (c.req.header('Accept') ?? '').includes('text/html');
  if (!wantsPage) return c.json(errorBody(err), status);
  const locale = localeFromPath(path);
  const t = PAGE_TEXT[locale];
  const [title, body] =
    typeof retryAfterSeconds === 'number'
      ? [t.title, t.body(Math.max(1, Math.ceil(retryAfterSeconds / 60)))]
      : [BAD_FORM_TITLE[locale], errorText(err.code, locale, { field: err.field ?? '' })];
  return c.html(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(path)}">${t.back}</a></p></body></html>`,
    status,
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
