import '../../styles/order-page.css';
import { useMemo } from 'react';
import { useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import { href } from '../../i18n/route-paths';
import type { MyTickets } from '../../../core/tickets/find-my-tickets';
import { useToastOnce } from '../../components/toasts';
import type { FormConstraints } from '../../forms/form-constraints';
import { useForm } from '../../forms/use-form';
import { TextField } from '../../components/ui/text-field';
import type { MessageKey } from '../../i18n/messages/cs';
import { formatDate } from '../../i18n/format-date';
import { formatMoney } from '../../i18n/format-money';
import { useLocale, useT } from '../../i18n/use-t';
import type { Toast } from '../../toasts/flash-toast';

/** What the Me page's action answers to a refused claim. */
export type ClaimAnswer = { intent: 'claimTicket'; error: MessageKey; code: string; toast: Toast | null };

const ORDER_STATE: Record<string, MessageKey> = {
  awaiting: 'me.ticketsOrderAwaiting',
  paid: 'me.ticketsOrderPaid',
  cancelled: 'me.ticketsOrderCancelled',
};

/**
 * The Me page's 'Tickets' card: the ticket the user holds, the orders they bought with their
 * codes (claimed or not, by whom) and invoices, and the form that claims a colleague's code.
 */
export function MeTickets({
  tickets,
  heldQr,
  answer,
  constraints,
}: {
  tickets: MyTickets;
  /** The claim field's limits, from core's schema (the loader derives them). */
  constraints: FormConstraints;
  /** The held ticket's signed QR code as an image (decision 115). */
  heldQr: string | null;
  answer: ClaimAnswer | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'claimTicket';
  useToastOnce(answer?.toast);
  // One errors object per answer: useForm takes a new object for a new answer.
  const errors = useMemo(() => (answer ? { code: answer.error } : undefined), [answer]);
  const f = useForm<MessageKey>({ constraints }, { defaults: { code: answer?.code }, errors });

  return (
    <section className="me-card me-tickets" aria-labelledby="tickets-title">
      <h2 id="tickets-title">{t('me.ticketsTitle')}</h2>
      <p className="me-card-lead">
        {tickets.held
          ? t('me.ticketsHeld', { code: tickets.held.code, number: tickets.held.orderNumber })
          : tickets.hasTicket
            ? t('me.ticketsHeldGranted')
            : t('me.ticketsNone')}
      </p>
      {tickets.held && heldQr ? <HeldTicket code={tickets.held.code} qr={heldQr} /> : null}
      {tickets.hasTicket ? null : (
        <Form method="post" noValidate preventScrollReset className="me-claim" aria-labelledby="claim-title">
          <h3 id="claim-title">{t('me.claimTitle')}</h3>
          <input type="hidden" name="intent" value="claimTicket" />
          <TextField
            {...f.field('code')}
            label={t('me.claimCode')}
            hint={t('me.claimHint')}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <div className="form-actions">
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              {busy ? t('me.claimSending') : t('me.claimSubmit')}
            </button>
          </div>
        </Form>
      )}
      {tickets.orders.length ? (
        <div className="me-orders">
          <h3>{t('me.ticketsOrdersTitle')}</h3>
          <p className="me-card-lead">{t('me.ticketsOrdersLead')}</p>
          {tickets.orders.map((order) => (
            <article
              key={order.publicId}
              id={`order-${order.publicId}`}
              className="me-order"
              aria-labelledby={`order-${order.publicId}-title`}
              tabIndex={-1}
            >
              <h4 id={`order-${order.publicId}-title`}>
                {t('me.ticketsOrder', { number: order.number })}{' '}
                <span className="me-order-state">({t(ORDER_STATE[order.status] ?? 'me.ticketsOrderPaid')})</span>
              </h4>
              <dl className="me-order-facts">
                <div>
                  <dt>{order.status === 'awaiting' ? t('me.ticketsToPay') : t('me.ticketsTotal')}</dt>
                  <dd>{formatMoney(order.totalWithVat, order.currency, locale)}</dd>
                </div>
                {order.status === 'awaiting' ? (
                  <>
                    <div>
                      <dt>{t('me.ticketsVs')}</dt>
                      <dd translate="no">{order.variableSymbol}</dd>
                    </div>
                    <div>
                      <dt>{t('me.ticketsAccount')}</dt>
                      <dd translate="no">
                        {order.bankAccount}
                        {order.iban ? <span className="me-order-iban">IBAN {order.iban}</span> : null}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('me.ticketsDue')}</dt>
                      <dd>{formatDate(new Date(`${order.dueDate}T12:00:00Z`), locale)}</dd>
                    </div>
                  </>
                ) : null}
              </dl>
              {order.status === 'awaiting' ? <p className="me-card-lead">{t('me.ticketsPayHint')}</p> : null}
              {order.tickets.length ? (
                <table className="me-codes">
                  <thead>
                    <tr>
                      <th scope="col">{t('me.ticketsCode')}</th>
                      <th scope="col">{t('me.ticketsState')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.tickets.map((ticket) => (
                      <tr key={ticket.code}>
                        <td>
                          <code translate="no">{ticket.code}</code>
                        </td>
                        <td className={ticket.claimed ? 'me-code-claimed' : 'me-code-free'}>
                          {ticket.mine
                            ? t('me.ticketsYours')
                            : ticket.holderName
                              ? t('me.ticketsClaimedBy', { name: ticket.holderName })
                              : ticket.claimed
                                ? t('me.ticketsClaimed')
                                : t('me.ticketsFree')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              <p>
                <Link to={href('OrderPage', { token: order.pageToken }, locale)} className="text-link">
                  {t('order.open')}
                </Link>
              </p>
              {order.documents.length ? (
                <>
                  <h5 className="me-order-documents-title">{t('me.ticketsDocuments')}</h5>
                  {/* Which document is which (decision 078); the PDFs come from the orders' API route. */}
                  <ul role="list" className="me-order-documents">
                    {order.documents.map((doc) => (
                      <li key={doc.number}>
                        <a
                          href={`/api/ticket-orders/${order.publicId}/documents/${doc.number}.pdf`}
                          className="text-link"
                          download={doc.fileName}
                        >
                          {t(`me.ticketsDoc.${doc.kind}`, { number: doc.number })}
                        </a>{' '}
                        <span className="me-order-document-note">
                          ({t(`me.ticketsDocNote.${doc.kind}`, { number: doc.credits ?? '' })})
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </article>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The held ticket's QR code to show at the door, and the printable ticket with the holder's name. */
function HeldTicket({ code, qr }: { code: string; qr: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <figure className="ticket-qr">
      <img src={qr} alt={t('ticket.qrAlt', { code })} width={200} height={200} />
      <figcaption>
        <code translate="no">{code}</code>
        <span className="ticket-qr-links">
          <a href={href('MyTicketPdf', { file: 'a4.pdf' }, locale)} className="text-link">
            {t('ticket.pdfA4')}
          </a>
          <a href={href('MyTicketPdf', { file: 'badge.pdf' }, locale)} className="text-link">
            {t('ticket.pdfBadge')}
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
