import type { AccessCodeState } from '../../../core/livestreams/access-code-state';
import { useAdminT } from '../../i18n/admin-t';

/** The colours of the outbox badges: active like sent, revoked like failed, expired like pending. */
const TONE: Record<AccessCodeState, string> = { active: 'status-sent', revoked: 'status-failed', expired: 'status-pending' };

export function AccessCodeStateBadge({ state }: { state: AccessCodeState }) {
  const t = useAdminT();
  return <span className={`status-badge ${TONE[state]}`}>{t(`accessCodes.state.${state}`)}</span>;
}
