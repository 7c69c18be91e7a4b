import { Link } from '../../components/ui/link';
import type { Route } from './+types/fair-detail';
import { getFairExhibitor } from '../../../core/discover/get-fair-exhibitor';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { Image, sizesAtHeight } from '../../components/ui/image';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { exhibitorHref, exhibitorSlug } from '../../components/programme/exhibitor-paths';
import { href } from '../../i18n/route-paths';
import { fairHref } from '../../i18n/archive-links';
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
  // Today's stand lists the current edition's events, `ArchiveFairDetail` an archived edition's (decision 162).
  const edition = await editionOfPage(deps, params, href('InnoFairDetail', { id, slug: params.slug ?? null }, locale));
  const exhibitor = await orNotFound(getFairExhibitor(deps.db, { id, viewer: await getUser(args), edition: edition.ref }));
  // The English page at the English name's slug; the Czech slug under /en redirects there (decision 107).
  redirectToCanonical(
    request,
    params,
    { id: exhibitor.id, slug: exhibitorSlug(exhibitor, locale) },
    exhibitorHref(exhibitor, locale, edition.year),
  );
  const { name_en, description_en, ...rest } = exhibitor;
  const description = localized(exhibitor.description, description_en, locale);
  return {
    exhibitor: {
      ...rest,
      name: localized(exhibitor.name, name_en, locale),
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
  const e = loaderData?.exhibitor;
  if (!e) return errorMeta(error, locale);
  return routeMeta(args, {
    title: e.name,
    description: e.summary || t('fair.detailMeta', { name: e.name }),
    image: e.logo?.url ?? null,
    // Each language at its own slug (hreflang), as the events' pages (decision 107).
    alternates: {
      cs: exhibitorHref(e, 'cs', loaderData.edition?.year ?? null),
      en: exhibitorHref(e, 'en', loaderData.edition?.year ?? null),
    },
  });
}

export default function FairDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const { exhibitor, edition } = loaderData;
  const hasContact = exhibitor.person || exhibitor.phone || exhibitor.email;
  return (
    <div className="container discover-page">
      <p className="discover-back">
        <Link prefetch={prefetch} to={fairHref(locale, edition?.year ?? null)} className="text-link">
          ← {edition ? t('archive.fairTitle', { year: edition.year }) : t('fair.back')}
        </Link>
      </p>
      <article className="detail-layout">
        <header className="detail-header">
          {exhibitor.logo ? (
            <div className="detail-logo">
              <Image
                image={exhibitor.logo}
                alt={t('fair.logoAlt', { name: exhibitor.name })}
                sizes={sizesAtHeight(exhibitor.logo, 5.5, 9.5)}
                loading="priority"
              />
            </div>
          ) : null}
          <h1>{exhibitor.name}</h1>
        </header>
        <div className="detail-body">
          <RichText html={exhibitor.description} />
          {exhibitor.events.length ? (
            <section aria-labelledby="exhibitor-events" className="detail-section">
              <h2 id="exhibitor-events">{edition ? t('archive.eventsOf', { year: edition.year }) : t('fair.events')}</h2>
              <LinkedEvents events={exhibitor.events} headingId="exhibitor-events" />
            </section>
          ) : null}
        </div>
        {hasContact ? (
          <aside className="detail-aside" aria-labelledby="exhibitor-contact">
            <h2 id="exhibitor-contact">{t('fair.contact')}</h2>
            <dl className="contact-list">
              {exhibitor.person ? (
                <>
                  <dt>{t('fair.person')}</dt>
                  <dd>{exhibitor.person}</dd>
                </>
              ) : null}
              {exhibitor.phone ? (
                <>
                  <dt>{t('fair.phone')}</dt>
                  <dd>
                    <a href={`tel:${exhibitor.phone.replace(/[^\d+]/g, '')}`}>{exhibitor.phone}</a>
                  </dd>
                </>
              ) : null}
              {exhibitor.email ? (
                <>
                  <dt>{t('fair.email')}</dt>
                  <dd>
                    <a href={`mailto:${exhibitor.email}`}>{exhibitor.email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          </aside>
        ) : null}
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
