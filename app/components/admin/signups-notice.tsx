import { useAdminT } from '../../i18n/admin-t';

/** In a delete or unpublish question: how many people are signed up or waiting, and that each gets the cancellation mail. */
export function SignupsNotice({ count }: { count: number }) {
  const t = useAdminT();
  if (count === 0) return null;
  return <p className="admin-signups-notice">{t('events.signupsNotice', { count })}</p>;
}
