import type { Route } from './+types/archive-speakers';
import { ArchiveHeader } from '../../../components/archive/archive-header';
import { useT } from '../../../i18n/use-t';
import { SpeakersPage } from '../speakers';

// An archived edition's speakers (decision 162): today's page with the archive's header above, a
// module of its own so that today's page does not load the header (decision 181).
export { ErrorBoundary, loader, meta } from '../speakers';

export default function ArchiveSpeakers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { edition } = loaderData;
  return (
    <SpeakersPage
      loaderData={loaderData}
      archiveHeader={
        edition ? (
          <ArchiveHeader
            edition={edition}
            title={t('archive.speakersTitle', { year: edition.year })}
            lead={t('archive.speakersLead', { year: edition.year })}
          />
        ) : null
      }
    />
  );
}
