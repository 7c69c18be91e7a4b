import type { ApiOutboxMessage } from '../../../core/mailer/outbox-schema';
import { useAdminT } from '../../i18n/admin-t';

export type OutboxStatus = ApiOutboxMessage['status'];

/** An outbox message's state as a coloured badge with a localized label. */
export function StatusBadge({ status }: { status: OutboxStatus }) {
  const t = useAdminT();
  return <span className={`status-badge status-${status}`}>{t(`outbox.status.${status}`)}</span>;
}

/** The filter's choices, in the order a message passes through them. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const satisfies readonly OutboxStatus[];

export function isOutboxStatus(value: string | null): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly string[]).includes(value ?? '');
}
