import type { Route } from './+types/order-tickets-pdf';
import { getOrderTicketsPdf } from '../../../core/tickets/get-ticket-pdf';
import { appContext } from '../../context';
import { orNotFound } from '../not-found';

/**
 * The tickets of the order whose secret page link this is, one per page with its signed QR code
 * (decision 115): the token is the right to them, as to the order's documents (decision 080).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const doc = await orNotFound(getOrderTicketsPdf(db, { token: params.token, file: params.file, secret: config.sessionSecret }));
  return new Response(Buffer.from(doc.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${doc.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
