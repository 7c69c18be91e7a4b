import type { OrderStatus } from '../../../db/schema';
import { useAdminT } from '../../i18n/admin-t';

/** The colours of the outbox badges: awaiting like pending, paid like sent, cancelled like failed. */
const TONE: Record<OrderStatus, string> = { awaiting: 'status-pending', paid: 'status-sent', cancelled: 'status-failed' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useAdminT();
  return <span className={`status-badge ${TONE[status]}`}>{t(`orders.status.${status}`)}</span>;
}
