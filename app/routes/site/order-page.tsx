import { useEffect, useRef } from 'react';
import { data, redirect, useLocation, useNavigation, useParams } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/order-page';
import { AppError } from '../../../core/errors/app-error';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { getOrderPage } from '../../../core/tickets/get-order-page';
import { resendOrderConfirmation } from '../../../core/tickets/resend-order-confirmation';
import { isSecure } from '../../auth/session.server';
import { appContext } from '../../context';
import { Breadcrumbs } from '../../components/programme/breadcrumbs';
import { OrderPaymentBox, PaymentStateBadge } from '../../components/tickets/order-payment';
import { useToastOnce } from '../../components/toasts';
import { useHydrated } from '../../components/ui/use-hydrated';
import { formatDate } from '../../i18n/format-date';
import { formatMoney } from '../../i18n/format-money';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { readFormValues } from '../../forms/form-errors';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import { actionToast, toastCookie, type Toast } from '../../toasts/flash-toast';
import { orNotFound } from '../not-found';
import '../../styles/programme.css';

/**
 * The buyer's order behind its secret link (decision 080), for guests and members alike: where
 * the buy form lands after ordering, and what the confirmation mail and the Me page link. An
 * unknown token is 404; nothing else identifies the order.
 */

const DOCUMENT_LABEL = {
  paymentRequest: 'order.document.paymentRequest',
  invoice: 'order.document.invoice',
  creditNote: 'order.document.creditNote',
} as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return orNotFound(getOrderPage(db, { token: params.token, secret: config.sessionSecret }));
}

/** 'Send the confirmation again': counted per order on the server, whoever presses it. */
export async function action(args: Route.ActionArgs) {
  const { db, mail, limits } = args.context.get(appContext);
  const values = await readFormValues(args.request);
  if (values.intent !== 'resend') throw data('Unknown form', { status: 400 });
  try {
    await orNotFound(
      resendOrderConfirmation(db, { token: args.params.token, mail, limiter: limits.orderConfirmationResendPerOrder }),
    );
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return data<ResendAnswer>({ error: err.code, toast: actionToast(err.code, 'danger') }, { status: err.status });
  }
  return redirect(new URL(args.request.url).pathname, {
    headers: { 'Set-Cookie': toastCookie('orderConfirmationSent', { secure: isSecure(args) }) },
  });
}

type ResendAnswer = { error: ErrorCode; toast: Toast };

// The address is the key: no shared cache or guest cache keeps it, and no search engine lists it.
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const order = args.loaderData;
  if (!order) return errorMeta(args.error, locale);
  const t = createT(locale);
  return routeMeta(args, {
    title: t('order.title', { number: order.number }),
    description: t('order.metaDescription'),
    robots: 'noindex, nofollow',
  });
}

/** Where the buy form sends the buyer: the page then greets them (history state survives a reload). */
export type OrderPageState = { placed?: boolean };

export default function OrderPage({ loaderData: order, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const { token = '' } = useParams();
  // History state is the browser's alone: read after hydration, so a reload renders as the server did.
  const hydrated = useHydrated();
  // A form posted without JavaScript lands with `?placed=1` (decision 127): there is no history state then.
  const placed =
    new URLSearchParams(location.search).get('placed') === '1' ||
    (hydrated && (location.state as OrderPageState | null)?.placed === true);
  const heading = useRef<HTMLHeadingElement>(null);
  // Landing from the buy form, focus goes to the heading so a screen reader starts here.
  useEffect(() => {
    if (placed) heading.current?.focus();
  }, [placed]);
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const title = order.pay ? t('order.awaitingTitle', { number: order.number }) : t('order.title', { number: order.number });

  return (
    <>
      <header className="programme-header area-conference">
        <div className="container">
          <Breadcrumbs
            items={[
              { label: t('nav.home'), to: href('Home', {}, locale) },
              { label: t('order.title', { number: order.number }) },
            ]}
          />
          <h1 className="programme-title" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          <p className="order-state-line">
            {t('order.stateLabel')}: <PaymentStateBadge state={order.payment} />
          </p>
        </div>
      </header>
      <div className="container order-body area-conference">
        {placed ? (
          <section className="order-card order-placed" aria-labelledby="order-placed-title">
            <h2 id="order-placed-title">{t('order.placedTitle')}</h2>
            <p>{t('order.placedLead', { email: order.emailHint })}</p>
          </section>
        ) : null}
        {order.pay ? (
          <section className="order-card" aria-labelledby="order-pay-title">
            <h2 id="order-pay-title">{t('order.payTitle')}</h2>
            <p className="order-lead">{t('order.payLead')}</p>
            <OrderPaymentBox pay={order.pay} number={order.number} currency={order.currency} />
            <p className="order-lead">{t('order.payPhoneHint')}</p>
          </section>
        ) : null}

        <section className="order-card" aria-labelledby="order-tickets-title">
          <h2 id="order-tickets-title">{t('order.ticketsTitle')}</h2>
          {order.tickets.length ? (
            <>
              <p className="order-lead">{t('order.ticketsLead')}</p>
              <p className="order-lead">{t('ticket.qrLead')}</p>
              <ul className="order-tickets" role="list">
                {order.tickets.map((ticket) => (
                  <li key={ticket.code}>
                    <figure className="ticket-qr">
                      <img src={ticket.qr} alt={t('ticket.qrAlt', { code: ticket.code })} width={160} height={160} />
                      <figcaption>
                        <code translate="no">{ticket.code}</code>
                        <span>{ticket.claimed ? t('order.ticketClaimed') : t('order.ticketFree')}</span>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
              <p className="ticket-qr-links">
                <a href={href('OrderTicketsPdf', { token, file: 'a4.pdf' }, locale)} className="text-link">
                  {t('ticket.pdfAllA4')}
                </a>
                <a href={href('OrderTicketsPdf', { token, file: 'badge.pdf' }, locale)} className="text-link">
                  {t('ticket.pdfAllBadge')}
                </a>
              </p>
            </>
          ) : (
            <p className="order-lead">
              {order.payment.kind === 'cancelled' ? t('order.ticketsCancelled') : t('order.ticketsAfterPayment')}
            </p>
          )}
        </section>

        <section className="order-card" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">{t('order.summaryTitle')}</h2>
          <dl className="order-facts order-summary">
            <div>
              <dt>{t('order.issuedOn')}</dt>
              <dd>{formatDate(new Date(`${order.issuedOn}T12:00:00Z`), locale)}</dd>
            </div>
            <div>
              <dt>{t('order.count')}</dt>
              <dd>{t('count.tickets', { count: order.count })}</dd>
            </div>
            <div>
              <dt>{t('order.unitPrice')}</dt>
              <dd>{money(order.unitPrice)}</dd>
            </div>
            {order.discount ? (
              <div>
                <dt>{t('order.discount', { code: order.promoCode ?? '' })}</dt>
                <dd>{order.discount} %</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('order.withoutVat')}</dt>
              <dd>{money(order.totalWithoutVat)}</dd>
            </div>
            <div>
              <dt>{t('order.vat', { rate: order.vatRate })}</dt>
              <dd>{money(order.vat)}</dd>
            </div>
            <div>
              <dt>{t('order.total')}</dt>
              <dd className="order-amount">{money(order.totalWithVat)}</dd>
            </div>
            {order.payment.received !== null && order.payment.kind !== 'paid' && order.payment.received > 0 ? (
              <div>
                <dt>{t('order.received')}</dt>
                <dd>{money(order.payment.received)}</dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section className="order-card" aria-labelledby="order-documents-title">
          <h2 id="order-documents-title">{t('order.documentsTitle')}</h2>
          {order.documents.length ? (
            <ul className="order-documents" role="list">
              {order.documents.map((doc) => (
                <li key={doc.number}>
                  <a href={href('OrderDocument', { token, file: doc.file }, locale)} className="text-link" download>
                    {t(DOCUMENT_LABEL[doc.kind], { number: doc.number })}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="order-lead">{t('order.documentsEmpty')}</p>
          )}
        </section>

        {order.resendable ? <ResendForm email={order.emailHint} answer={actionData} /> : null}

        <p className="order-secret">{t('order.secretNote')}</p>
        <p className="order-actions">
          <Link to={href('InteConferences', {}, locale)} className="button">
            {t('order.toProgramme')}
          </Link>
        </p>
      </div>
    </>
  );
}

function ResendForm({ email, answer }: { email: string; answer: ResendAnswer | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'resend';
  useToastOnce(answer?.toast);
  return (
    <section className="order-card" aria-labelledby="order-resend-title">
      <h2 id="order-resend-title">{t('order.resendTitle')}</h2>
      <Form method="post" preventScrollReset className="order-resend">
        <p className="order-lead">{t('order.resendLead', { email })}</p>
        <input type="hidden" name="intent" value="resend" />
        <button
          type="submit"
          className="button"
          aria-disabled={busy || undefined}
          aria-describedby={answer?.error ? 'order-resend-error' : undefined}
        >
          {busy ? t('order.resendSending') : t('order.resendSubmit')}
        </button>
        {answer?.error ? (
          <p id="order-resend-error" className="field-error" role="alert">
            {t(answer.error)}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
