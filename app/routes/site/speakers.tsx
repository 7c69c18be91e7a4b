import { Link } from 'react-router';
import type { Route } from './+types/speakers';
import { findSpeakerProfiles } from '../../../core/discover/find-speaker-profiles';
import { appContext } from '../../context';
import { PersonPhoto } from '../../components/person-photo';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { RouteError } from './discover/route-error';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import { usePrefetch } from '../../components/ui/use-prefetch';
import '../../styles/discover.css';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return { speakers: await findSpeakerProfiles(db) };
}

export function meta(args: Route.MetaArgs) {
  const { location, error } = args;
  const locale = localeFromPath(location.pathname);
  if (error) return errorMeta(error, locale);
  const t = createT(locale);
  return routeMeta(args, {
    title: t('speakers.title'),
    description: t('speakers.metaDescription'),
  });
}

export default function Speakers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const { speakers } = loaderData;
  return (
    <div className="container discover-page">
      <header className="discover-header">
        <h1>{t('speakers.title')}</h1>
        <p className="discover-lead">{t('speakers.lead')}</p>
      </header>
      {speakers.length === 0 ? (
        <p className="empty-state">{t('speakers.empty')}</p>
      ) : (
        <ul className="speaker-grid" role="list">
          {speakers.map((s, i) => (
            <li key={s.id} className="speaker-card">
              <PersonPhoto name={s.name} image={s.image} loading={i < 2 ? 'eager' : 'lazy'} />
              <h2 className="speaker-name">
                <Link prefetch={prefetch} to={href('SpeakerDetail', { id: s.id, slug: s.slug }, locale)} className="card-link">
                  {s.name}
                </Link>
              </h2>
              {s.job ? <p className="speaker-job">{localized(s.job, s.job_en, locale)}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
