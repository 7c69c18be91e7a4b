import { useEffect } from 'react';
import { data } from 'react-router';
import { useRouteLoad } from '../../components/ui/use-route-load';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/my-programme';
import { PROGRAMME_LINK_KINDS, type ProgrammeLinkKind } from '../../../core/stars/programme-link-kinds';
import { renewProgrammeLink } from '../../../core/stars/renew-programme-link';
import { revokeProgrammeLink } from '../../../core/stars/revoke-programme-link';
import { setStarNotices } from '../../../core/stars/set-star-notices';
import { requireUser } from '../../auth/guards.server';
import { withRedirectTo } from '../../auth/redirect-to';
import { appContext } from '../../context';
import { readFormValues } from '../../forms/form-errors';
import { Breadcrumbs } from '../../components/programme/breadcrumbs';
import { StarredList } from '../../components/programme/starred-list';
import { useStars } from '../../components/programme/stars';
import { useToastOnce } from '../../components/toasts';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { actionToast } from '../../toasts/flash-toast';
import programmeCss from '../../styles/programme.css?url';
import { routeMeta } from '../../seo/route-meta';
import { loadMyProgramme } from './my-programme.server';
import { STAR_NOTICES_INTENT } from './my-programme-account';
import { partOnDemand } from '../../components/ui/part-on-demand';
import { BROUGHT_TEXT_PACKS } from '../../i18n/text-packs';

// What only a signed-in visitor sees (the notices' opt-in, the share and calendar links): the
// server renders it as before; the browser loads it when a page shows it (decision 202).
const MyProgrammeAccount = partOnDemand(
  () => import('./my-programme-account').then((m) => m.MyProgrammeAccount),
  BROUGHT_TEXT_PACKS['app/routes/site/my-programme-account.tsx'],
  '.my-programme-links',
);

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

export async function loader(args: Route.LoaderArgs) {
  return loadMyProgramme(args, localeFromPath(new URL(args.request.url).pathname));
}

/** A navigation to a signed-in visitor's page renders it with its account part, not after it. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.signedIn) await MyProgrammeAccount.preload(localeFromPath(new URL(request.url).pathname));
  return data;
}

// A signed-in user's answer holds their secret links: never kept by a shared cache.
export function headers() {
  return { Vary: 'Cookie', 'Cache-Control': 'private, no-store' };
}

/**
 * Issues or revokes the share link or the calendar feed (`intent` = `renew-share`, `revoke-feed`,
 * ...), or turns change notices for the starred sessions on or off (`star-notices`, decision 135).
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { db } = args.context.get(appContext);
  const form = await readFormValues(args.request);
  if (form.intent === STAR_NOTICES_INTENT) {
    const on = form.starNotices === 'on';
    await setStarNotices(db, { userId: user.id, on });
    return data(
      { toast: actionToast(on ? 'myProgramme.noticesOn' : 'myProgramme.noticesOff', 'success') },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const [verb, kind] = (form.intent ?? '').split('-') as [string, ProgrammeLinkKind];
  if (!PROGRAMME_LINK_KINDS.includes(kind) || (verb !== 'renew' && verb !== 'revoke'))
    return data({ toast: actionToast('Form.error.invalid', 'danger') }, { status: 400 });
  if (verb === 'renew') await renewProgrammeLink(db, { userId: user.id, kind });
  else await revokeProgrammeLink(db, { userId: user.id, kind });
  return data(
    { toast: actionToast(verb === 'renew' ? 'myProgramme.linkCreated' : 'myProgramme.linkRevoked', 'success') },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('myProgramme.title'), description: t('myProgramme.metaDescription'), robots: 'noindex' });
}

export default function MyProgramme({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const stars = useStars();
  const guestList = useRouteLoad<Route.ComponentProps['loaderData']>();
  useToastOnce(actionData?.toast);

  // A guest's stars are in the browser: once read, the page asks its own loader for their events.
  const guestIds = !loaderData.signedIn && stars?.ready ? [...stars.ids].join(',') : null;
  const load = guestList.load;
  useEffect(() => {
    if (guestIds) void load(`${href('MyProgramme', {}, locale)}?ids=${guestIds}`);
  }, [guestIds, load, locale]);

  const shown = loaderData.signedIn ? loaderData : guestList.data;
  const waiting = !loaderData.signedIn && (!stars?.ready || (guestIds !== null && guestIds !== '' && !guestList.data));
  const items = shown?.items ?? [];

  return (
    <>
      <header className="programme-header area-week">
        <div className="container">
          <Breadcrumbs items={[{ label: t('nav.home'), to: href('Home', {}, locale) }, { label: t('myProgramme.title') }]} />
          <h1 className="programme-title">{t('myProgramme.title')}</h1>
          <p className="programme-lead">{t('myProgramme.lead')}</p>
        </div>
      </header>
      <div className="container programme-body area-week my-programme">
        {loaderData.signedIn ? null : (
          <p className="my-programme-note" role="note">
            {/* Back here after signing in or registering (decision 095). */}
            {t('myProgramme.guestNote')}{' '}
            <Link to={withRedirectTo(href('Login', {}, locale), href('MyProgramme', {}, locale))}>{t('myProgramme.signIn')}</Link>
            {' · '}
            <Link to={withRedirectTo(href('Register', {}, locale), href('MyProgramme', {}, locale))}>
              {t('myProgramme.register')}
            </Link>
          </p>
        )}
        <div aria-live="polite" aria-busy={waiting}>
          {waiting ? (
            <>
              <p className="my-programme-loading">{t('myProgramme.loading')}</p>
              <noscript>
                <p>{t('myProgramme.noScript')}</p>
              </noscript>
            </>
          ) : items.length === 0 ? (
            <div className="empty-state my-programme-empty">
              <h2>{t('myProgramme.emptyTitle')}</h2>
              <p>{t('myProgramme.emptyText')}</p>
              <p>
                <Link to={href('AllEvents', {}, locale)} className="button button-small">
                  {t('myProgramme.browse')}
                </Link>
              </p>
            </div>
          ) : (
            <>
              <p className="programme-showing">{t('myProgramme.count', { count: items.length })}</p>
              <StarredList items={items} />
            </>
          )}
        </div>
        {loaderData.signedIn ? <MyProgrammeAccount starNotices={loaderData.starNotices} links={loaderData.links} /> : null}
      </div>
    </>
  );
}
