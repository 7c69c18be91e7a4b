import { LOCALES, type Locale } from '../app/i18n/locale';
import { routeTable, type RouteName } from '../app/i18n/route-table';

/**
 * The public pages whose JavaScript is weighed (issue 8: at most 100 KiB gzipped each, no admin
 * code), in both languages: listings by their path, a detail page by the first link to it on
 * its listing (the demo content decides which event or speaker that is).
 */
const listed: RouteName[] = [
  'Home',
  'InteConferences',
  'AccoEvents',
  'ProfSeminars',
  'AllEvents',
  'Calendar',
  'Plenary',
  'InnoFairs',
  'Speakers',
  'Livestreams',
  'MyProgramme',
  'BuyTicket',
  'Login',
  'Register',
  'ForgotPassword',
];

const details: { name: RouteName; linkedFrom: RouteName }[] = [
  { name: 'ProfSeminarDetail', linkedFrom: 'ProfSeminars' },
  { name: 'AccoEventDetail', linkedFrom: 'AccoEvents' },
  { name: 'InnoFairDetail', linkedFrom: 'InnoFairs' },
  { name: 'SpeakerDetail', linkedFrom: 'Speakers' },
  { name: 'LivestreamDetail', linkedFrom: 'Livestreams' },
  { name: 'PageDetail', linkedFrom: 'Home' },
];

const searchQuery: Record<Locale, string> = { cs: 'inovace', en: 'innovation' };

export type PublicPage = { name: RouteName | 'Search'; locale: Locale; path: string };

/** Every public page above in both languages, with the detail pages' paths read from `origin`. */
export async function resolvePublicPages(origin: string): Promise<PublicPage[]> {
  const pages: PublicPage[] = [];
  for (const locale of LOCALES) {
    for (const name of listed) pages.push({ name, locale, path: routeTable[name][locale] });
    pages.push({ name: 'Search', locale, path: `${routeTable.Search[locale]}?q=${searchQuery[locale]}` });
    for (const { name, linkedFrom } of details) {
      const listing = routeTable[linkedFrom][locale];
      const html = await (await fetch(origin + listing)).text();
      const link = firstLink(html, routeTable[name][locale]);
      if (!link) throw new Error(`No link to ${name} (${routeTable[name][locale]}) on ${listing}`);
      pages.push({ name, locale, path: link });
    }
  }
  return pages;
}

/** The first `href` in the HTML that matches a route pattern such as `/odborne-seminare/:id/:slug?`. */
export function firstLink(html: string, pattern: string): string | null {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === ':id') return '/\\d+';
      if (segment.startsWith(':') && segment.endsWith('?')) return '(?:/[^/"?#]+)?';
      if (segment.startsWith(':')) return '/[^/"?#]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`href="(${source})"`).exec(html)?.[1] ?? null;
}
