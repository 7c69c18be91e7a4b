import { redirect } from 'react-router';
import type { Route } from './+types/home';
import { getHomepage } from '../../../core/site/get-homepage';
import { getTicketSalesStateKept } from '../../../core/tickets/get-ticket-sales-state';
import { findHallsToday } from '../../../core/livestreams/find-hall-programme';
import type { SiteSetting } from '../../../core/site/get-site-setting';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { PatronCarousel } from '../../components/patron-carousel';
import { localeFromPath } from '../../i18n/locale';
import { readLocaleCookie } from '../../i18n/locale-cookie';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { routeMeta } from '../../seo/route-meta';
import { useLocale } from '../../i18n/use-t';
import { AreaCards } from './home/area-cards';
import { ConferencePanels } from './home/conference-panels';
import { Hero } from './home/hero';
import { JoinSection } from './home/join-section';
import { NowNextStrip } from './home/now-next-strip';
import { PartnerLogos } from './home/partner-logos';
import { withPatronProfiles } from './home/patron-profiles.server';

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  // A visitor who chose English comes back to the English home page (cookie i18n_redirected).
  if (localeFromPath(new URL(request.url).pathname) === 'cs' && readLocaleCookie(request.headers.get('Cookie')) === 'en') {
    throw redirect(href('Home', {}, 'en'));
  }
  const { db, readMemo, config } = context.get(appContext);
  const now = config.now();
  const [home, sales, today] = await Promise.all([
    getHomepage(db, { viewer: await getUser(args), memo: readMemo }),
    // Both read only what writes change, kept until the next one (decision 182); the clock is applied per request.
    getTicketSalesStateKept(db, now, readMemo),
    // On an event day, every hall's now and next (issue 29 item 2); null on other days.
    findHallsToday(db, now, config.timezone, readMemo),
  ]);
  // The speaker modal shows each patron's description too.
  const patrons = await withPatronProfiles(db, readMemo, home.patrons);
  // 'Buy ticket' only while tickets are on sale (decision 082).
  return { home: { ...home, patrons }, ticketsOnSale: sales.phase === 'open', today };
}

// The Czech home page answers differently depending on the remembered-language cookie, and the
// counts and panels on the events the session may see (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  const setting = (args.matches.find((m) => m?.id === 'site')?.loaderData as { setting?: SiteSetting } | undefined)?.setting;
  return routeMeta(args, {
    title: (site) => t('home.metaTitle', { site }),
    description: t('home.metaDescription'),
    image: setting?.image?.url ?? null,
  });
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const locale = useLocale();
  const { home, ticketsOnSale, today } = loaderData;
  const setting = (matches.find((m) => m?.id === 'site')?.loaderData as { setting?: SiteSetting } | undefined)?.setting;
  const siteName = setting ? localized(setting.name, setting.name_en, locale) : createT(locale)('meta.siteFallback');
  return (
    <>
      <Hero siteName={siteName} dates={home.dates} image={setting?.image ?? null} ticketsOnSale={ticketsOnSale} />
      {today ? <NowNextStrip today={today} /> : null}
      <JoinSection ticketsOnSale={ticketsOnSale} />
      <AreaCards counts={home.counts} />
      <ConferencePanels panels={home.panels} mainDay={home.dates.mainDay} />
      <PatronCarousel patrons={home.patrons} />
      <PartnerLogos groups={home.partnerGroups} />
    </>
  );
}
