import type { Route } from './+types/shared-programme';
import { findLinkOwner } from '../../../core/stars/find-link-owner';
import { findStarIds } from '../../../core/stars/find-stars';
import { findStarredProgramme } from '../../../core/stars/find-starred-programme';
import { appContext } from '../../context';
import { Breadcrumbs } from '../../components/programme/breadcrumbs';
import { StarredList } from '../../components/programme/starred-list';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import programmeCss from '../../styles/programme.css?url';
import { routeMeta } from '../../seo/route-meta';
import { notFound } from '../not-found';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

/**
 * A read-only copy of someone's My programme behind its secret token (decision 038): the
 * owner's first name at most, never the e-mail; only the events any guest may see, without
 * seats or the owner's sign-ups. An unknown or revoked token is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const owner = await findLinkOwner(db, { token: params.token, kind: 'share' });
  if (!owner) throw notFound();
  const ids = await findStarIds(db, { userId: owner.userId, viewer: null });
  const items = await findStarredProgramme(db, { eventIds: ids, viewer: null, seatsOf: null, timezone: config.timezone });
  return { firstName: owner.firstName, items };
}

// The address is the key: no shared cache keeps it, so a revoked link stops at once.
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  const name = args.loaderData?.firstName;
  return routeMeta(args, {
    title: name ? t('sharedProgramme.titleOf', { name }) : t('sharedProgramme.title'),
    description: t('sharedProgramme.lead'),
    robots: 'noindex, nofollow',
  });
}

export default function SharedProgramme({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { firstName, items } = loaderData;
  const title = firstName ? t('sharedProgramme.titleOf', { name: firstName }) : t('sharedProgramme.title');
  return (
    <>
      <header className="programme-header area-week">
        <div className="container">
          <Breadcrumbs items={[{ label: t('nav.home'), to: href('Home', {}, locale) }, { label: title }]} />
          <h1 className="programme-title">{title}</h1>
          <p className="programme-lead">{t('sharedProgramme.lead')}</p>
        </div>
      </header>
      <div className="container programme-body area-week my-programme">
        {items.length === 0 ? (
          <p className="empty-state">{t('sharedProgramme.empty')}</p>
        ) : (
          <>
            <p className="programme-showing">{t('myProgramme.count', { count: items.length })}</p>
            <StarredList items={items} readOnly />
          </>
        )}
      </div>
    </>
  );
}
