import { Link } from '../../components/ui/link';
import type { PendingOrder } from '../../../core/tickets/find-pending-orders';
import { OrderPaymentBox, PaymentStateBadge } from '../../components/tickets/order-payment';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';

/**
 * The Me page's first card while an order awaits payment (decision 080): which order, what is
 * left to pay, the QR code and the figures, and the way to the order page. It stands where a
 * buyer without a ticket would otherwise be offered a ticket to buy.
 */
export function MePendingOrders({ orders }: { orders: PendingOrder[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {orders.map((order) => (
        <section key={order.pageToken} className="order-card me-pending-order" aria-labelledby={`pending-${order.number}-title`}>
          <h2 id={`pending-${order.number}-title`}>{t('order.awaitingTitle', { number: order.number })}</h2>
          <p>
            {t('order.stateLabel')}: <PaymentStateBadge state={order.payment} />
          </p>
          <OrderPaymentBox pay={order.pay} number={order.number} currency={order.currency} />
          <p>
            <Link to={href('OrderPage', { token: order.pageToken }, locale)} className="button">
              {t('order.open')}
            </Link>
          </p>
        </section>
      ))}
    </>
  );
}
