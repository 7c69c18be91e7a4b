import type { ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/speakers';
import { findSpeakerProfiles } from '../../../core/discover/find-speaker-profiles';
import { appContext } from '../../context';
import { PersonPhoto } from '../../components/person-photo';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { speakerHref } from '../../i18n/archive-links';
import { editionOfPage } from './archive/archive-edition.server';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { RouteError } from './discover/route-error';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import { usePrefetch } from '../../components/ui/use-prefetch';
import '../../styles/discover.css';

/** Today's grid (every published speaker), or at `ArchiveSpeakers` those of an archived edition's events (decision 162). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const deps = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const edition = await editionOfPage(deps, params, href('Speakers', {}, locale));
  const speakers = await findSpeakerProfiles(deps.db, edition.year === null ? {} : { edition: edition.ref });
  return { speakers, edition: edition.edition };
}

export function meta(args: Route.MetaArgs) {
  const { location, error } = args;
  const locale = localeFromPath(location.pathname);
  if (error) return errorMeta(error, locale);
  const t = createT(locale);
  const edition = args.loaderData?.edition;
  return routeMeta(args, {
    title: edition ? t('archive.speakersTitle', { year: edition.year }) : t('speakers.title'),
    description: t('speakers.metaDescription'),
  });
}

export default function Speakers({ loaderData }: Route.ComponentProps) {
  return <SpeakersPage loaderData={loaderData} />;
}

/**
 * The page; an archived edition's (archive/archive-speakers.tsx) puts its header above, so today's
 * page does not load the archive header's script (decision 181).
 */
export function SpeakersPage({
  loaderData,
  archiveHeader,
}: {
  loaderData: Route.ComponentProps['loaderData'];
  archiveHeader?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const { speakers, edition } = loaderData;
  const year = edition?.year ?? null;
  return (
    <>
      {archiveHeader}
      <div className="container discover-page">
        {edition ? null : (
          <header className="discover-header">
            <h1>{t('speakers.title')}</h1>
            <p className="discover-lead">{t('speakers.lead')}</p>
          </header>
        )}
        {speakers.length === 0 ? (
          <p className="empty-state">{t(edition ? 'archive.speakersEmpty' : 'speakers.empty')}</p>
        ) : (
          <ul className="speaker-grid" role="list">
            {speakers.map((s, i) => (
              <li key={s.id} className="speaker-card">
                <PersonPhoto name={s.name} image={s.image} loading={i < 2 ? 'eager' : 'lazy'} />
                <h2 className="speaker-name">
                  <Link prefetch={prefetch} to={speakerHref(s, locale, year)} className="card-link">
                    {s.name}
                  </Link>
                </h2>
                {s.job ? <p className="speaker-job">{localized(s.job, s.job_en, locale)}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
