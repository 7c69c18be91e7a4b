/**
 * Toasts that survive a redirect (signed in, saved, signed out): the action sets a short-lived
 * cookie, the next page's root loader reads it once and clears it. A cookie rather than a
 * `?toast=` parameter keeps URLs clean, and it works without JavaScript: the server renders
 * the toast into the page.
 */
import { isErrorCode, type ErrorCode } from '../../core/errors/error-codes';
import type { MessageKey } from '../i18n/messages/cs';

export const TOAST_COOKIE = 'iw_toast';

const TOASTS = {
  loggedIn: { message: 'toast.loggedIn', tone: 'success' },
  loggedOut: { message: 'toast.loggedOut', tone: 'success' },
  signedOutEverywhere: { message: 'toast.signedOutEverywhere', tone: 'success' },
  accountDeleted: { message: 'toast.accountDeleted', tone: 'success' },
  registered: { message: 'toast.registered', tone: 'success' },
  recordsSaved: { message: 'toast.recordsSaved', tone: 'success' },
  ticketClaimed: { message: 'toast.ticketClaimed', tone: 'success' },
  orderConfirmationSent: { message: 'toast.orderConfirmationSent', tone: 'success' },
  orderSent: { message: 'ticket.toastSent', tone: 'success' },
  seatConfirmed: { message: 'seatConfirm.confirmed', tone: 'success' },
  quickSignedUp: { message: 'signup.quickDone', tone: 'success' },
  passwordChanged: { message: 'toast.passwordChanged', tone: 'success' },
  emailChanged: { message: 'toast.emailChanged', tone: 'success' },
  emailConfirmed: { message: 'toast.emailConfirmed', tone: 'success' },
  emailChangePending: { message: 'toast.emailChangePending', tone: 'success' },
} as const satisfies Record<string, { message: MessageKey; tone: ToastTone }>;

export type ToastTone = 'success' | 'danger';
/** A named toast, or a refusal's code shown as a danger toast. */
export type FlashToastKey = keyof typeof TOASTS | ErrorCode;
/**
 * One toast to show; `id` tells two equal toasts in a row apart. A message key for the site's
 * texts, or a text already in the page language (the admin screens' own dictionary).
 */
export type Toast = { id: string; tone: ToastTone } & ({ message: MessageKey } | { text: string });

export function isFlashToastKey(value: string): value is FlashToastKey {
  return Object.hasOwn(TOASTS, value) || isErrorCode(value);
}

export function flashToast(key: FlashToastKey, id: string): Toast {
  return isErrorCode(key) ? { id, message: key, tone: 'danger' } : { id, ...TOASTS[key] };
}

/** Set-Cookie for a toast on the next page; a minute is plenty for the redirect to land. */
export function toastCookie(key: FlashToastKey, opts: { secure: boolean }): string {
  const id = Math.random().toString(36).slice(2, 10);
  return [
    `${TOAST_COOKIE}=${key}.${id}`,
    'Path=/',
    'Max-Age=60',
    'HttpOnly',
    'SameSite=Lax',
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearToastCookie(opts: { secure: boolean }): string {
  return [`${TOAST_COOKIE}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', ...(opts.secure ? ['Secure'] : [])].join('; ');
}

/** The toast waiting in a Cookie header, if any; unknown keys are ignored. */
export function readToastCookie(cookieHeader: string | null | undefined): Toast | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== TOAST_COOKIE) continue;
    // Codes have dots (Auth.form.error.code.used): the id is what follows the last one.
    const m = /^([\w.]+)\.([a-z0-9]{1,16})$/.exec(value);
    if (m && isFlashToastKey(m[1]!)) return flashToast(m[1], m[2]!);
  }
  return null;
}

/** A toast answered by an action itself (no redirect), e.g. a refused sign-in. */
export function actionToast(message: MessageKey, tone: ToastTone): Toast {
  return { id: Math.random().toString(36).slice(2, 10), message, tone };
}
