import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, tickets, users } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { findOrderByPageToken } from './get-order-page';
import { buyerPayment } from './payment-state';
import { signTicketCode } from './ticket-signature';
import type { renderTicketsPdf as RenderTicketsPdf } from './ticket-pdf';

export const TICKET_PDF_FORMATS = ['a4', 'badge'] as const;
export type TicketPdfFormat = (typeof TICKET_PDF_FORMATS)[number];

// pdfkit and the fonts load on the first ticket printed, not at boot (decision 050).
const renderTicketsPdf = async (opts: Parameters<typeof RenderTicketsPdf>[0]) =>
  (await import('./ticket-pdf')).renderTicketsPdf(opts);

export type TicketPdf = { pdf: Uint8Array; fileName: string };

/** `a4.pdf` or `badge.pdf` as the format it names; anything else is 404. */
export function ticketPdfFormat(file: string | undefined): TicketPdfFormat {
  const format = file?.replace(/\.pdf$/, '');
  if (!TICKET_PDF_FORMATS.includes(format as TicketPdfFormat) || !file?.endsWith('.pdf')) throw notFound('Ticket');
  return format as TicketPdfFormat;
}

/**
 * Every valid ticket of the order whose secret page link this is, one per page. No holder's
 * name: the link may be forwarded, as the order page shows none (decision 080); a holder prints
 * their named ticket from the Me page. A cancelled or unpaid order has no tickets: 404.
 */
export async function getOrderTicketsPdf(
  db: Db,
  opts: { token: string; file: string | undefined; secret: string },
): Promise<TicketPdf> {
  const format = ticketPdfFormat(opts.file);
  const order = await findOrderByPageToken(db, opts.token);
  if (buyerPayment(order).kind === 'cancelled') throw notFound('Ticket');
  const rows = await db
    .select({ code: tickets.code })
    .from(tickets)
    .where(and(eq(tickets.orderId, order.id), isNull(tickets.voidedAt)))
    .orderBy(asc(tickets.id));
  if (!rows.length) throw notFound('Ticket');
  const locale = order.locale === 'en' ? 'en' : 'cs';
  const pdf = await renderTicketsPdf({
    tickets: rows.map((r) => ({ code: r.code, qrText: signTicketCode(r.code, opts.secret), holderName: null })),
    format,
    locale,
    orderNumber: order.number,
  });
  return { pdf, fileName: `${locale === 'cs' ? 'vstupenky' : 'tickets'}-${order.number}-${format}.pdf` };
}

/** The ticket the user holds, with their name on it; 404 when they hold none. */
export async function getMyTicketPdf(
  db: Db,
  opts: { userId: number; file: string | undefined; secret: string; locale: 'cs' | 'en' },
): Promise<TicketPdf> {
  const format = ticketPdfFormat(opts.file);
  const [held] = await db
    .select({
      code: tickets.code,
      number: ticketOrders.number,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .innerJoin(users, eq(users.id, tickets.holderUserId))
    .where(and(eq(tickets.holderUserId, opts.userId), isNull(tickets.voidedAt)));
  if (!held) throw notFound('Ticket');
  const holderName = [held.firstName, held.lastName].filter(Boolean).join(' ') || held.username;
  const pdf = await renderTicketsPdf({
    tickets: [{ code: held.code, qrText: signTicketCode(held.code, opts.secret), holderName }],
    format,
    locale: opts.locale,
    orderNumber: held.number,
  });
  return { pdf, fileName: `${opts.locale === 'cs' ? 'vstupenka' : 'ticket'}-${held.code}-${format}.pdf` };
}
