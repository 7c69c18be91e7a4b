import type { PaymentState } from '../../../db/schema';
import { formatMoney } from '../../../core/tickets/invoice-format';
import { useAdminT } from '../../i18n/admin-t';
import { useLocale } from '../../i18n/use-t';

/** The badge colours: waiting like pending mail, paid like sent, partly paid and overpaid as to look at, cancelled like failed. */
const TONE: Record<PaymentState, string> = {
  awaiting: 'status-pending',
  partlyPaid: 'status-kept',
  paid: 'status-sent',
  overpaid: 'status-kept',
  cancelled: 'status-failed',
};

/** An order's payment state (decision 075), with what is missing or the surplus beside it when there is one. */
export function PaymentStateBadge({
  state,
  missingMinor = 0,
  surplusMinor = 0,
  currency = 'CZK',
}: {
  state: PaymentState;
  missingMinor?: number;
  surplusMinor?: number;
  currency?: string;
}) {
  const t = useAdminT();
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor / 100, locale, currency);
  const note =
    state === 'partlyPaid'
      ? t('payment.missing', { amount: money(missingMinor) })
      : state === 'overpaid'
        ? t('payment.surplus', { amount: money(surplusMinor) })
        : null;
  return (
    <>
      <span className={`status-badge ${TONE[state]}`}>{t(`payment.state.${state}`)}</span>
      {note ? <small className="payment-note">{note}</small> : null}
    </>
  );
}
