import type { Route } from './+types/order-document';
import { ORDER_DOCUMENT_FILES, orderPdfByPageToken, type OrderDocumentKind } from '../../../core/tickets/order-documents';
import { appContext } from '../../context';
import { notFound, orNotFound } from '../not-found';

const KIND_OF_FILE = new Map(Object.entries(ORDER_DOCUMENT_FILES).map(([kind, file]) => [file, kind as OrderDocumentKind]));

/**
 * A document of the order whose secret page link this is (decision 080), for guests as for
 * members: the token is the right to it. A document the order does not have, or an unknown
 * token, is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const document = KIND_OF_FILE.get(params.file);
  if (!document) return notFound();
  const doc = await orNotFound(orderPdfByPageToken(db, { token: params.token, document }));
  return new Response(Buffer.from(doc.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${doc.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
