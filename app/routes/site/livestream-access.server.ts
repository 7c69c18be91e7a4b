import { readPassCookie, verifyPass } from '../../../core/livestreams/pass-cookie';
import { appContext } from '../../context';
import { getUser, type RequestArgs } from '../../auth/session.server';

/** Who is asking for a livestream page: the session user and the remembered passphrase's code, if any. */
export async function livestreamViewer(args: RequestArgs) {
  const { config } = args.context.get(appContext);
  const viewer = await getUser(args);
  const passCodeId = verifyPass(readPassCookie(args.request.headers.get('Cookie')), config.sessionSecret);
  return { viewer, passCodeId };
}
