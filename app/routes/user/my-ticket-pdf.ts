import type { Route } from './+types/my-ticket-pdf';
import { getMyTicketPdf } from '../../../core/tickets/get-ticket-pdf';
import { requireUser } from '../../auth/guards.server';
import { appContext } from '../../context';
import { localeFromPath } from '../../i18n/locale';
import { orNotFound } from '../not-found';

/** The signed-in user's own ticket with their name and its signed QR code (decision 115); none held is 404. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const { db, config } = args.context.get(appContext);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const doc = await orNotFound(
    getMyTicketPdf(db, { userId: user.id, file: args.params.file, secret: config.sessionSecret, locale }),
  );
  return new Response(Buffer.from(doc.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${doc.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
