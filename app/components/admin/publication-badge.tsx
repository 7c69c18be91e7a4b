import { useAdminT, type AdminKey } from '../../i18n/admin-t';

/** Published or draft (or the screen's own pair of words), in words and colour: colour alone would say nothing to some. */
export function PublicationBadge({
  published,
  labels = ['events.published', 'events.draft'],
}: {
  published: boolean;
  labels?: readonly [AdminKey, AdminKey];
}) {
  const t = useAdminT();
  return (
    <span className={`status-badge ${published ? 'status-sent' : 'status-pending'}`}>{t(published ? labels[0] : labels[1])}</span>
  );
}
