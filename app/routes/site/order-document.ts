import type { Route } from './+types/order-document';
import { orderPdfByPageToken } from '../../../core/tickets/order-documents';
import { appContext } from '../../context';
import { orNotFound } from '../not-found';

/**
 * A document of the order whose secret page link this is (decision 080), for guests as for
 * members: the token is the right to it. A document the order does not have, or an unknown
 * token, is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const doc = await orNotFound(orderPdfByPageToken(db, { token: params.token, file: params.file }));
  return new Response(Buffer.from(doc.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${doc.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
