import { Link } from '../../components/ui/link';
import type { Route } from './+types/speaker-detail';
import { getSpeakerProfile } from '../../../core/discover/get-speaker-profile';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { PersonLinks } from '../../components/person-links';
import { PersonPhoto } from '../../components/person-photo';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { speakerHref, speakersHref } from '../../i18n/archive-links';
import { editionOfPage } from './archive/archive-edition.server';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { cutDescription } from '../../text/cut-description';
import { plainText } from '../../text/plain-text';
import { redirectToCanonical } from './discover/canonical-url';
import { orNotFound, parseDetailId } from '../not-found';
import { LinkedEvents } from './discover/linked-events';
import { RichText } from '../../components/rich-text';
import { RouteError } from './discover/route-error';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import { usePrefetch } from '../../components/ui/use-prefetch';
import '../../styles/discover.css';

export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const deps = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const id = parseDetailId(params.id);
  // Today's page lists the current edition's events, `ArchiveSpeakerDetail` an archived edition's (decision 162).
  const edition = await editionOfPage(deps, params, href('SpeakerDetail', { id, slug: params.slug ?? null }, locale));
  const speaker = await orNotFound(getSpeakerProfile(deps.db, { id, viewer: await getUser(args), edition: edition.ref }));
  redirectToCanonical(request, params, speaker, speakerHref(speaker, locale, edition.year));
  const { job_en, description_en, ...rest } = speaker;
  const description = localized(speaker.description, description_en, locale);
  return {
    speaker: {
      ...rest,
      job: localized(speaker.job, job_en, locale),
      description,
      summary: cutDescription(plainText(description), { max: 155, threshold: 160 }),
    },
    edition: edition.edition,
  };
}

// The events listed depend on who asks (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, location, error } = args;
  const locale = localeFromPath(location.pathname);
  const t = createT(locale);
  const s = loaderData?.speaker;
  if (!s) return errorMeta(error, locale);
  return routeMeta(args, {
    title: s.name,
    description: s.summary || (s.job ? `${s.name}, ${s.job}` : t('speaker.detailMeta', { name: s.name })),
    image: s.image?.url ?? null,
    type: 'article',
  });
}

export default function SpeakerDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const { speaker, edition } = loaderData;
  return (
    <div className="container discover-page">
      <p className="discover-back">
        <Link prefetch={prefetch} to={speakersHref(locale, edition?.year ?? null)} className="text-link">
          ← {edition ? t('archive.speakersTitle', { year: edition.year }) : t('speakers.back')}
        </Link>
      </p>
      <article className="person-detail">
        <header className="person-header">
          <PersonPhoto name={speaker.name} image={speaker.image} size="large" loading="priority" />
          <div>
            <h1>{speaker.name}</h1>
            {speaker.job ? <p className="person-job">{speaker.job}</p> : null}
            <PersonLinks name={speaker.name} twitter={speaker.twitter} linkedin={speaker.linkedin} website={speaker.website} />
          </div>
        </header>
        <RichText html={speaker.description} />
        {speaker.events.length ? (
          <section aria-labelledby="speaker-events" className="detail-section">
            <h2 id="speaker-events">{edition ? t('archive.eventsOf', { year: edition.year }) : t('speaker.events')}</h2>
            <LinkedEvents events={speaker.events} headingId="speaker-events" />
          </section>
        ) : null}
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
