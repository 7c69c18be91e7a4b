import { useAdminT } from '../../i18n/admin-t';

/** Published or draft, in words and colour (colour alone would say nothing to some). */
export function PublicationBadge({ published }: { published: boolean }) {
  const t = useAdminT();
  return (
    <span className={`status-badge ${published ? 'status-sent' : 'status-pending'}`}>
      {published ? t('events.published') : t('events.draft')}
    </span>
  );
}
