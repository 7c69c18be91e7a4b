import { Link } from '../../components/ui/link';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';

export type EditableSpeaker = { id: number; name: string; job: string | null; job_en: string | null; published: boolean };

/** The speaker profiles the user is listed on (users_can_edit), each with a link to its self-edit page. */
export function MeSpeakers({ speakers }: { speakers: EditableSpeaker[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="me-card" aria-labelledby="speakers-title">
      <h2 id="speakers-title">{t('me.speakersTitle')}</h2>
      <ul className="me-events" role="list">
        {speakers.map((speaker) => {
          const job = localized(speaker.job, speaker.job_en, locale);
          return (
            <li key={speaker.id} className="me-event">
              <p className="me-event-name">
                {speaker.published ? (
                  <Link to={href('SpeakerDetail', { id: speaker.id }, locale)}>{speaker.name}</Link>
                ) : (
                  speaker.name
                )}
                {speaker.published ? null : <span className="me-badge">{t('me.draft')}</span>}
              </p>
              {job ? <p className="me-event-where">{job}</p> : null}
              <div className="me-event-actions">
                <Link
                  to={href('SpeakerEdit', { id: speaker.id }, locale)}
                  className="button button-small button-ghost"
                  aria-label={t('me.editLabel', { name: speaker.name })}
                >
                  {t('me.edit')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
