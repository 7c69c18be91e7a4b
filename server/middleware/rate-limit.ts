import type { Context, MiddlewareHandler } from 'hono';
import { localeFromPath } from '../../app/i18n/locale';
import { routeTable } from '../../app/i18n/route-table';
import { SESSION_COOKIE } from '../../core/accounts/session-cookie';
import { tooManyAttempts, type RateLimits } from '../../core/rate-limit/limits';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter';
import type { Config } from '../config';
import { errorBody } from '../error-body';
import { isForm, isJson } from './media-type';
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
 * for a form posted without JavaScript. A login counts as successful when the answer sets the
 * session cookie, whichever door answered it.
 */
export function authRateLimits(opts: { config: Pick<Config, 'trustProxy'>; limits: RateLimits }): MiddlewareHandler {
  const { limits } = opts;
  const perIp: Record<AuthAction, RateLimiter> = {
    login: limits.loginPerIp,
    register: limits.registerPerIp,
    forgot: limits.forgotPerIp,
    reset: limits.resetPerIp,
  };
  const perAccount: Partial<Record<AuthAction, RateLimiter>> = {
    login: limits.loginFailuresPerIdentifier,
    forgot: limits.forgotPerEmail,
  };

  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const action = authAction(c.req.path);
    if (!action) return next();

    const byIp = await perIp[action].hit(clientIp(c, opts.config));
    if (!byIp.allowed) return tooManyRequests(c, byIp.retryAfterSeconds);
    const field = ACCOUNT_FIELD[action];
    const account = field ? await readAccountField(c.req.raw, field) : undefined;
    const accountLimiter = perAccount[action];
    if (account && accountLimiter) {
      const byAccount = await accountLimiter.hit(account);
      if (!byAccount.allowed) return tooManyRequests(c, byAccount.retryAfterSeconds);
    }

    await next();
    if (action === 'login' && account && setsSession(c.res)) await limits.loginFailuresPerIdentifier.reset(account);
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

async function readAccountField(request: Request, field: string): Promise<string | undefined> {
  const type = request.headers.get('Content-Type');
  let value: unknown;
  try {
    if (isJson(type)) {
      const body: unknown = await request.clone().json();
      value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
    } else if (isForm(type)) {
      value = (await request.clone().formData()).get(field);
    }
  } catch {
    return undefined;
  }
  // A body whose account cannot be read is refused by its parser too (same media type rules).
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) || undefined : undefined;
}

function setsSession(res: Response): boolean {
  return res.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`));
}

const PAGE_TEXT = {
  cs: { title: 'Příliš mnoho pokusů', body: (m: number) => `Zkuste to prosím znovu za ${m} min.`, back: 'Zpět na formulář' },
  en: { title: 'Too many attempts', body: (m: number) => `Please try again in ${m} min.`, back: 'Back to the form' },
};

function tooManyRequests(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const path = c.req.path;
  const wantsPage = !path.startsWith('/api/') && !path.endsWith('.data') && (c.req.header('Accept') ?? '').includes('text/html');
  if (!wantsPage) {
    return c.json(errorBody(tooManyAttempts(retryAfterSeconds)), 429);
  }
  const locale = localeFromPath(path);
  const t = PAGE_TEXT[locale];
  return c.html(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${t.title}</h1><p>${t.body(minutes)}</p>` +
      `<p><a href="${escapeAttr(path)}">${t.back}</a></p></body></html>`,
    429,
  );
}

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
