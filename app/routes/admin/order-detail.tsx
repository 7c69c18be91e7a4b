import { useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/order-detail';
import { crownsText, parseCrowns } from '../../../core/payments/crowns';
import { findOrderPayments } from '../../../core/payments/find-order-payments';
import { findRefunds } from '../../../core/refunds/find-refunds';
import { findOrderHistory } from '../../../core/tickets/find-order-history';
import { findOrderTickets } from '../../../core/tickets/find-order-tickets';
import { getTicketOrder } from '../../../core/tickets/get-ticket-order';
import { formatDay, formatMoney } from '../../../core/tickets/invoice-format';
import { issueDateOf } from '../../../core/tickets/order-dates';
import type { AdminTicketOrder } from '../../../core/tickets/order-admin-query';
import { markPaidInput } from '../../../core/tickets/paid-on';
import { requireAuthorized } from '../../auth/guards.server';
import { formConstraints } from '../../forms/form-constraints';
import { refusalFields } from '../../forms/refusal-fields';
import { useForm } from '../../forms/use-form';
import { apiCall } from '../../forms/api-client';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { FieldFrame } from '../../components/admin/widgets/field-frame';
import { TextInputField } from '../../components/admin/widgets/form-fields';
import { AdminDateTime, AdminFact } from '../../components/admin/admin-facts';
import { OrderPaymentsSection } from '../../components/admin/order-payments-section';
import { PaymentStateBadge } from '../../components/admin/payment-state-badge';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { appContext } from '../../context';
import { codeText, createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { orNotFound, parseDetailId } from '../not-found';
import { OrderDocumentsTable } from './order-documents-table';
import { OrderHistory } from './order-history';

/**
 * One ticket order (Admins): buyer, invoice data, prices, documents, its payments and refunds
 * (decisions 075, 076), its tickets, its history and notes (079), and entering a payment, taking
 * it back, or cancelling it.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'tickets.manage');
  const id = parseDetailId(args.params.id);
  const db = args.context.get(appContext).db;
  const order = await orNotFound(getTicketOrder(db, { viewer, id }));
  // The server's Prague day bounds the payment's day (the browser's clock may differ).
  const [tickets, payments, refunds, history] = await Promise.all([
    findOrderTickets(db, { viewer, id }),
    findOrderPayments(db, { viewer, filter: { orderId: id } }),
    findRefunds(db, { viewer, filter: { orderId: id } }),
    findOrderHistory(db, { viewer, id }),
  ]);
  // The payment form's limits come from the API's schema, sent as data (no zod in the page).
  const paidConstraints = formConstraints(markPaidInput);
  return { order, tickets, payments, refunds, history, today: issueDateOf(new Date()), paidConstraints };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  const title = args.loaderData ? t('orders.kicker', { number: args.loaderData.order.number }) : t('error.notFoundTitle');
  return routeMeta(args, { title });
}

type Change = { data: AdminTicketOrder; changed: boolean };
/** The payment entered by hand, as typed: the amount in crowns (`POST …/paid` takes haléře). */
type PaidForm = { paidOn: string; amountMinor: string; counterAccount: string; message: string };
const paidForm = (paidOn: string, amountMinor: string): PaidForm => ({ paidOn, amountMinor, counterAccount: '', message: '' });
const PAID_FIELDS = ['paidOn', 'amountMinor', 'counterAccount', 'message'];
type Asking = { step: 'paid' | 'unpaid' | 'cancel' } | { step: 'release'; code: string; holder: string };
/** Each step's question and its yes. */
const DIALOGS = {
  paid: { title: 'orders.markPaidTitle', confirm: 'orders.markPaidConfirm' },
  unpaid: { title: 'orders.markUnpaidTitle', confirm: 'orders.markUnpaidConfirm' },
  cancel: { title: 'orders.cancelTitle', confirm: 'orders.cancelConfirm' },
  release: { title: 'orders.releaseTitle', confirm: 'orders.releaseConfirm' },
} as const;

export default function AdminOrderDetail({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const { order: o, tickets, payments, refunds, history, today, paidConstraints } = loaderData;
  const [asking, setAsking] = useState<Asking | null>(null);
  const [working, setWorking] = useState(false);
  /** The refusal as a whole (the dialog's message) and by field (under each control). */
  const [refusal, setRefusal] = useState<{ text: string; fields: Record<string, string | undefined> } | null>(null);
  const [paid, setPaid] = useState<PaidForm>(() => paidForm(today, ''));
  const setPaidField = <K extends keyof PaidForm>(name: K, value: PaidForm[K]) => setPaid((old) => ({ ...old, [name]: value }));
  const f = useForm({ constraints: paidConstraints }, { values: paid, set: setPaidField, errors: refusal?.fields });
  // After a step the button that opened the dialog may be gone: focus goes to what changed.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const ticketsRef = useRef<HTMLHeadingElement>(null);
  const money = (n: number) => formatMoney(n, locale, o.currency);
  const none = t('orders.none');
  const when = (value: string | null) => <AdminDateTime value={value} fallback={none} />;
  const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || none;

  const ask = (next: Asking) => {
    setRefusal(null);
    if (next.step === 'paid') setPaid(paidForm(today, crownsText(o.missingMinor, locale)));
    setAsking(next);
  };
  const close = () => {
    setAsking(null);
    setRefusal(null);
  };
  /** Runs the asked step; a refusal stays in the dialog, success closes it and focuses the new state. */
  const act = async () => {
    if (!asking) return;
    const amountMinor = parseCrowns(paid.amountMinor);
    if (asking.step === 'paid' && amountMinor === null) {
      setRefusal({ text: t('orders.paidAmountInvalid'), fields: { amountMinor: 'orders.paidAmountInvalid' } });
      return;
    }
    setWorking(true);
    const payment = {
      paidOn: paid.paidOn,
      amountMinor,
      ...(paid.counterAccount.trim() ? { counterAccount: paid.counterAccount.trim() } : {}),
      ...(paid.message.trim() ? { message: paid.message.trim() } : {}),
    };
    const result =
      asking.step === 'release'
        ? await apiCall<{ released: boolean }>('POST', '/tickets/release', { code: asking.code })
        : await apiCall<Change>('POST', `/ticket-orders/${o.id}/${asking.step}`, asking.step === 'paid' ? payment : undefined);
    setWorking(false);
    if (!result.ok) {
      // A refusal about a field of the payment stands under it; any other speaks in the dialog.
      const fields = asking.step === 'paid' ? (refusalFields(result, PAID_FIELDS) ?? {}) : {};
      setRefusal({ text: codeText(t, result.code, result.params), fields: fields.form ? {} : fields });
      return;
    }
    const step = asking.step;
    setAsking(null);
    if (step === 'release') toast.success('orders.released', { code: asking.code });
    else {
      const { changed, data } = result.data as Change;
      if (step === 'paid' && changed && data.paymentState === 'partlyPaid') {
        toast.success('orders.paidPartly', { amount: money(data.missingMinor / 100) });
      } else if (step === 'paid') toast.success(changed ? 'orders.markedPaid' : 'orders.alreadyPaid');
      else if (step === 'unpaid') toast.success(changed ? 'orders.markedUnpaid' : 'orders.alreadyUnpaid');
      // A new credit note was issued only for an order that had a tax document (decision 078).
      else if (changed && data.creditNoteNumber && data.creditNoteNumber !== o.creditNoteNumber)
        toast.success('orders.cancelled', { number: data.creditNoteNumber });
      else if (changed) toast.success('orders.cancelledNoCredit');
      else toast.success('orders.alreadyCancelled');
    }
    await revalidator.revalidate();
    (step === 'release' ? ticketsRef : statusRef).current?.focus();
  };
  const fieldRefused = Object.values(refusal?.fields ?? {}).some(Boolean);
  const dialog = asking ? DIALOGS[asking.step] : null;

  const fact = (label: string, value: ReactNode) => <AdminFact label={label}>{value}</AdminFact>;

  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={href('AdminOrders', {}, locale)} className="text-link">
          ‹ {t('orders.back')}
        </Link>
      </p>
      <header className="admin-page-header">
        <p className="admin-kicker">{t('orders.kicker', { number: o.number })}</p>
        <h1>{o.invoiceName ?? o.name}</h1>
        <p ref={statusRef} tabIndex={-1} className="order-status">
          <PaymentStateBadge
            state={o.paymentState}
            missingMinor={o.missingMinor}
            surplusMinor={o.surplusMinor}
            currency={o.currency}
          />
        </p>
      </header>

      {o.status !== 'cancelled' ? (
        <section className="admin-section" aria-labelledby="order-actions">
          <h2 id="order-actions">{t('orders.actions')}</h2>
          <div className="order-actions">
            {o.status === 'awaiting' ? (
              <button type="button" className="button" onClick={() => ask({ step: 'paid' })}>
                {t('orders.markPaid')}
              </button>
            ) : (
              <button type="button" className="button button-ghost" onClick={() => ask({ step: 'unpaid' })}>
                {t('orders.markUnpaid')}
              </button>
            )}
            <button type="button" className="button button-danger" onClick={() => ask({ step: 'cancel' })}>
              {t('orders.cancel')}
            </button>
          </div>
        </section>
      ) : null}

      <dl className="admin-facts">
        {fact(t('orders.number'), o.number)}
        {fact(t('orders.variableSymbol'), o.variableSymbol)}
        {fact(t('orders.issuedOn'), formatDay(o.issuedOn, locale))}
        {fact(t('orders.dueDate'), formatDay(o.dueDate, locale))}
        {fact(t('orders.paidAt'), when(o.paidAt))}
        {fact(t('orders.cancelledAt'), when(o.cancelledAt))}
        {fact(t('orders.invoiceNumber'), o.invoiceNumber ?? none)}
      </dl>

      <section className="admin-section" aria-labelledby="order-documents">
        <h2 id="order-documents">{t('orders.documents')}</h2>
        <p className="admin-lead">{t('orders.docsLead')}</p>
        <OrderDocumentsTable orderId={o.id} documents={o.documents} />
      </section>

      <section className="admin-section" aria-labelledby="order-buyer">
        <h2 id="order-buyer">{t('orders.buyer')}</h2>
        <dl className="admin-facts">
          {fact(t('orders.buyer'), o.name)}
          {fact(t('orders.email'), o.email)}
          {fact(t('orders.phone'), o.phone)}
          {fact(t('orders.address'), joined(o.street, o.zip, o.city, o.country))}
          {fact(t('orders.locale'), o.locale.toUpperCase())}
          {fact(
            t('orders.account'),
            o.userId ? <Link to={href('AdminUserDetail', { id: o.userId }, locale)}>#{o.userId}</Link> : t('orders.guest'),
          )}
        </dl>
      </section>

      {o.invoiceName ? (
        <section className="admin-section" aria-labelledby="order-invoice">
          <h2 id="order-invoice">{t('orders.invoiceData')}</h2>
          <dl className="admin-facts">
            {fact(t('orders.company'), o.invoiceName)}
            {fact(t('orders.address'), joined(o.invoiceStreet, o.invoiceZip, o.invoiceCity, o.invoiceCountry))}
            {fact(t('orders.regnumber'), o.invoiceRegnumber ?? none)}
            {fact(t('orders.vatNumber'), o.invoiceVAT ?? none)}
            {fact(t('orders.billingEmail'), o.billingEmail ?? none)}
          </dl>
        </section>
      ) : null}

      <section className="admin-section" aria-labelledby="order-prices">
        <h2 id="order-prices">{t('orders.prices')}</h2>
        <dl className="admin-facts">
          {fact(t('orders.type'), t(o.type === 2 ? 'orders.type.2' : 'orders.type.1'))}
          {fact(t('orders.tickets'), o.amount)}
          {fact(t('orders.unitPrice'), money(o.unitPrice))}
          {fact(t('orders.discount'), o.discount ? `${o.discount} %` : none)}
          {fact(t('orders.promoCode'), o.promoCode ?? none)}
          {fact(t('orders.totalWithoutVat'), money(o.totalWithoutVat))}
          {fact(t('orders.vat', { rate: o.vatRate }), money(o.vat))}
          {fact(t('orders.totalWithVat'), <strong>{money(o.totalWithVat)}</strong>)}
        </dl>
      </section>

      <OrderPaymentsSection order={o} payments={payments} refunds={refunds} />

      {tickets.length ? (
        <section className="admin-section" aria-labelledby="order-tickets">
          <h2 id="order-tickets" ref={ticketsRef} tabIndex={-1}>
            {t('orders.ticketsTitle')}
          </h2>
          {o.status === 'cancelled' ? <p className="admin-lead">{t('orders.ticketsVoidLead')}</p> : null}
          <div className="admin-table-wrap" role="group" aria-labelledby="order-tickets" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('orders.ticketCode')}</th>
                  <th scope="col">{t('orders.ticketState')}</th>
                  <th scope="col">{t('orders.ticketHolder')}</th>
                  <th scope="col" className="numeric">
                    {t('orders.ticketSeats')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('orders.ticketActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tickets.map((ticket) => (
                  <tr key={ticket.code}>
                    <td className="nowrap">
                      <code translate="no">{ticket.code}</code>
                    </td>
                    <td>
                      {t(`orders.ticket.${ticket.state}`)}
                      {ticket.state === 'void' ? (
                        <>
                          {' · '}
                          <AdminDateTime value={ticket.voidedAt} />
                        </>
                      ) : null}
                    </td>
                    <td>
                      {ticket.holder ? (
                        <Link to={href('AdminUserDetail', { id: ticket.holder.id }, locale)}>{ticket.holder.name}</Link>
                      ) : (
                        none
                      )}
                    </td>
                    <td className="numeric">{ticket.holder ? ticket.holderSeminarSeats : none}</td>
                    <td>
                      {ticket.state === 'claimed' && ticket.holder ? (
                        <button
                          type="button"
                          className="button button-ghost button-small"
                          aria-label={t('orders.releaseLabel', { code: ticket.code, holder: ticket.holder.name })}
                          onClick={() => ask({ step: 'release', code: ticket.code, holder: ticket.holder!.name })}
                        >
                          {t('orders.release')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <OrderHistory orderId={o.id} entries={history} />

      <ConfirmDialog
        // One dialog per step: a new question never reuses the one still closing.
        key={asking?.step ?? 'none'}
        isOpen={asking !== null}
        title={dialog ? t(dialog.title) : ''}
        confirmLabel={working ? t('orders.working') : dialog ? t(dialog.confirm) : ''}
        cancelLabel={t(asking?.step === 'paid' ? 'detail.cancel' : 'orders.keep')}
        tone={asking?.step === 'paid' ? 'primary' : 'danger'}
        isPending={working}
        onConfirm={() => void act()}
        onCancel={close}
        error={refusal && !fieldRefused ? refusal.text : null}
      >
        {asking?.step === 'paid' ? (
          <>
            <p>{t('orders.markPaidText', { number: o.number, sum: money(o.totalWithVat) })}</p>
            <FieldFrame label={t('orders.paidOn')} error={f.errors.paidOn} hint={t('orders.paidOnHint')}>
              {(ids) => (
                <input
                  id={ids.controlId}
                  type="date"
                  className="field-input"
                  name="paidOn"
                  value={paid.paidOn}
                  min={o.issuedOn}
                  max={today}
                  required
                  onChange={(e) => setPaidField('paidOn', e.target.value)}
                  aria-describedby={ids.describedBy}
                  aria-invalid={f.errors.paidOn ? true : undefined}
                />
              )}
            </FieldFrame>
            <TextInputField
              label={t('orders.paidAmount')}
              // Crowns as typed (the schema's bounds are in haléře): parseCrowns reads it on sending.
              name="amountMinor"
              value={paid.amountMinor}
              onChange={(value) => setPaidField('amountMinor', value)}
              error={f.errors.amountMinor}
              required
              inputMode="decimal"
              hint={t('orders.paidAmountHint', { amount: money(o.missingMinor / 100) })}
            />
            <TextInputField label={t('orders.paidAccount')} {...f.field('counterAccount')} hint={t('orders.paidAccountHint')} />
            <TextInputField label={t('orders.paidMessage')} {...f.field('message')} />
          </>
        ) : asking?.step === 'unpaid' ? (
          <p>{t('orders.markUnpaidText', { number: o.number })}</p>
        ) : asking?.step === 'cancel' ? (
          <>
            <p>{t('orders.cancelText', { number: o.number })}</p>
            <p>
              {o.billingEmail && o.billingEmail !== o.email
                ? t('orders.cancelMailBilling', { email: o.email, billing: o.billingEmail })
                : t('orders.cancelMail', { email: o.email })}
            </p>
          </>
        ) : asking?.step === 'release' ? (
          <p>{t('orders.releaseText', { code: asking.code, holder: asking.holder })}</p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
