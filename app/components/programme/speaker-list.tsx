import { Link } from '../ui/link';
import type { SpeakerCard } from '../../../core/discover/speaker-card';
import { localized } from '../../i18n/localized';
import { speakerHref } from '../../i18n/archive-links';
import { useLocale } from '../../i18n/use-t';
import { initials } from '../../text/initials';
import { Image, type ImageLoading } from '../ui/image';
import { usePrefetch } from '../ui/use-prefetch';
import { useArchiveYear } from './use-archive-year';

type Props = { speakers: SpeakerCard[]; label: string; loading?: ImageLoading };

/** Speakers in speakers_order with photo, name and job, each linking to the speaker's page. */
export function SpeakerList({ speakers, label, loading = 'lazy' }: Props) {
  const locale = useLocale();
  const prefetch = usePrefetch();
  const archiveYear = useArchiveYear();
  if (speakers.length === 0) return null;
  return (
    <ul className="speaker-list" role="list" aria-label={label}>
      {speakers.map((s) => {
        const job = localized(s.job, s.job_en, locale);
        return (
          <li key={s.id} className="speaker">
            {s.image ? (
              <Image image={s.image} alt="" sizes="3.25rem" loading={loading} className="speaker-photo" />
            ) : (
              <span className="speaker-photo speaker-initials" aria-hidden="true">
                {initials(s.name)}
              </span>
            )}
            <span className="speaker-text">
              <Link prefetch={prefetch} to={speakerHref(s, locale, archiveYear)} className="speaker-name">
                {s.name}
              </Link>
              {job ? <span className="speaker-job">{job}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
