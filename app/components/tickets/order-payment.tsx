import type { OrderPayment as Payment } from '../../../core/tickets/get-order-page';
import type { BuyerPayment } from '../../../core/tickets/payment-state';
import type { MessageKey } from '../../i18n/messages/cs';
import { formatDate } from '../../i18n/format-date';
import { formatMoney } from '../../i18n/format-money';
import { useLocale, useT } from '../../i18n/use-t';
import '../../styles/order-page.css';

const STATE: Record<BuyerPayment['kind'], MessageKey> = {
  awaiting: 'order.state.awaiting',
  partlyPaid: 'order.state.partlyPaid',
  paid: 'order.state.paid',
  overpaid: 'order.state.overpaid',
  cancelled: 'order.state.cancelled',
};

/** An order's payment state as a word with its colour; every state of core's orderPaymentState has one. */
export function PaymentStateBadge({ state }: { state: BuyerPayment }) {
  const t = useT();
  return <span className={`order-state order-state-${state.kind}`}>{t(STATE[state.kind])}</span>;
}

/**
 * How to pay what is missing on an order: the QR Platba image drawn by the server, and the
 * figures to type (amount, account, IBAN, variable symbol, due day). The order page and the Me
 * page's pending order show the same box.
 */
export function OrderPaymentBox({ pay, number, currency }: { pay: Payment; number: string; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const amount = formatMoney(pay.amount, currency, locale);
  return (
    <div className="order-pay">
      {pay.qr ? (
        <figure className="order-qr">
          <img
            src={pay.qr}
            width={220}
            height={220}
            alt={t('order.qrAlt', { amount, account: pay.iban || pay.bankAccount, vs: pay.variableSymbol })}
          />
          <figcaption>
            <a href={pay.qr} download={`qr-platba-${number}.png`} className="text-link">
              {t('order.qrDownload')}
            </a>
          </figcaption>
        </figure>
      ) : (
        <p className="order-qr-missing">{t('order.qrMissing')}</p>
      )}
      <dl className="order-facts">
        <div>
          <dt>{t('order.missing')}</dt>
          <dd className="order-amount">{amount}</dd>
        </div>
        <div className="order-fact-wide">
          <dt>{t('order.account')}</dt>
          <dd translate="no">{pay.bankAccount}</dd>
        </div>
        {pay.iban ? (
          <div className="order-fact-wide">
            <dt>{t('order.iban')}</dt>
            <dd translate="no" className="order-iban">
              {pay.iban}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('order.vs')}</dt>
          <dd translate="no">{pay.variableSymbol}</dd>
        </div>
        <div>
          <dt>{t('order.due')}</dt>
          <dd>{formatDate(new Date(`${pay.dueDate}T12:00:00Z`), locale)}</dd>
        </div>
      </dl>
    </div>
  );
}
