import { data, redirect } from 'react-router';
import { AppError } from '../../../core/errors/app-error';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { passCookie, readPassCookie, verifyPass } from '../../../core/livestreams/pass-cookie';
import { verifyPassphrase } from '../../../core/livestreams/verify-passphrase';
import { appContext, clientAddressContext } from '../../context';
import { getUser, isSecure, type RequestArgs } from '../../auth/session.server';
import { readFormValues } from '../../forms/form-errors';
import { actionToast } from '../../toasts/flash-toast';

/** Who is asking for a livestream page: the session user and the remembered passphrase's code, if any. */
export async function livestreamViewer(args: RequestArgs) {
  const { config } = args.context.get(appContext);
  const viewer = await getUser(args);
  const passCodeId = verifyPass(readPassCookie(args.request.headers.get('Cookie')), config.sessionSecret);
  return { viewer, passCodeId };
}

/**
 * The passphrase form, posted (never a query string, which browsers keep in the history): the
 * API's check with its per-address limit, then back to the same page with the pass cookie set, so
 * the page is read again with it, with or without JavaScript. A refusal is the field's code, and
 * a wrong passphrase or too many tries also a toast (public-site.md 8: 'invalid' is a toast).
 */
export async function submitPassphrase(args: RequestArgs) {
  const { db, config, limits } = args.context.get(appContext);
  const values = await readFormValues(args.request);
  const passphrase = (values.passphrase ?? '').trim();
  const refuse = (error: ErrorCode, status: number, toast = true) =>
    data({ error, toast: toast ? actionToast(error, 'danger') : null }, { status });
  // An empty field is told next to it only, as the other forms do.
  if (!passphrase) return refuse('Form.error.required', 400, false);
  let code;
  try {
    code = await verifyPassphrase(db, {
      passphrase,
      attempts: { limiter: limits.passphrasePerIp, key: args.context.get(clientAddressContext) },
    });
  } catch (err) {
    if (err instanceof AppError) return refuse(err.code, err.status);
    throw err;
  }
  if (!code) return refuse('Livestream.invalid', 400);
  const { pathname } = new URL(args.request.url);
  return redirect(pathname, { headers: { 'Set-Cookie': passCookie(code.id, config.sessionSecret, { secure: isSecure(args) }) } });
}
