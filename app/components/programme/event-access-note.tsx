import type { ProgrammeEventDetail } from '../../../core/programme/programme-event-detail';
import { useT } from '../../i18n/use-t';

/** Who may come, when the event is not public (decision 027); its texts come with it (decision 209). */
export function EventAccessText({ access }: { access: Exclude<ProgrammeEventDetail['access'], 'public'> }) {
  const t = useT();
  return (
    <p className="event-access" role="note">
      {t(`event.access.${access}`)}
    </p>
  );
}
