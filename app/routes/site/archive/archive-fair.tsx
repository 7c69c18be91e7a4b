import type { Route } from './+types/archive-fair';
import { ArchiveHeader } from '../../../components/archive/archive-header';
import { useT } from '../../../i18n/use-t';
import { FairPage } from '../fair';

// An archived edition's fair (decision 162): today's page with the archive's header above, a
// module of its own so that today's page does not load the header (decision 181).
export { ErrorBoundary, loader, meta } from '../fair';

export default function ArchiveFair({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { edition } = loaderData;
  return (
    <FairPage
      loaderData={loaderData}
      archiveHeader={
        edition ? (
          <ArchiveHeader
            edition={edition}
            title={t('archive.fairTitle', { year: edition.year })}
            lead={t('archive.fairLead', { year: edition.year })}
          />
        ) : null
      }
    />
  );
}
