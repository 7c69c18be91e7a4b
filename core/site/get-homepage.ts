import { and, asc, count, eq, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { EVENT_TYPE, PARTNER_GROUPS, editions, events, exhibitors, partners, patrons, type PartnerGroup } from '../../db/schema';
import { editionIdSql, type EditionRef } from '../editions/current-edition';
import type { ViewerWithRights } from '../accounts/policy';
import { eventClassAudienceFor, eventClassOf, eventVisibleTo } from '../events/event-visibility';
import { fitsClass } from '../events/fits-class';
import { exhibitorIsPublic } from '../exhibitors/exhibitor-visibility';
import { remember, type ReadMemo } from '../serialize/read-memo';
import { siteImageColumns, toSiteImage, type SiteImage } from './site-image';

export type HomepagePanel = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  start: Date;
  end: Date;
  speakers: { id: number; name: string }[];
};

export type HomepagePatron = {
  id: number;
  name: string;
  job: string | null;
  job_en: string | null;
  website: string | null;
  image: SiteImage | null;
};
export type HomepagePartner = { id: number; name: string; link: string | null; image: SiteImage | null };

export type Homepage = {
  /** Published items per programme area; the fair counts its public exhibitors. */
  counts: { accompanying: number; conference: number; seminars: number; fair: number };
  /** The main day (first conference panel, else first seminar) and the span of the accompanying events. */
  dates: { mainDay: Date | null; accompanying: { start: Date; end: Date } | null };
  panels: HomepagePanel[];
  patrons: HomepagePatron[];
  partnerGroups: HomepagePartnerGroup[];
};
export type HomepagePartnerGroup = { group: PartnerGroup; partners: HomepagePartner[] };

/**
 * Everything the home page shows, from published content only and the events the viewer may see;
 * patrons appear only when listed in patrons_order. Nothing of the viewer but which events they
 * may see goes in, so where the app keeps reads it is built once per visibility class and kept
 * until the next write, for every viewer who fits their class (decision 174); a viewer signed up
 * beyond their class gets their own.
 */
export async function getHomepage(db: Db, opts: { viewer: ViewerWithRights | null; memo?: ReadMemo }): Promise<Homepage> {
  const { viewer, memo } = opts;
  if (!memo?.active() || (viewer && !(await fitsClass(db, viewer, memo)))) {
    return buildHomepage(db, eventVisibleTo(viewer, 'live'), memo);
  }
  const audience = eventClassAudienceFor(viewer) ?? sql`true`;
  return memo.remember(`home:class:${eventClassOf(viewer)}`, () =>
    buildHomepage(db, eventVisibleTo(viewer, 'live', 'current', audience), memo),
  );
}

async function buildHomepage(db: Db, visible: SQL, memo: ReadMemo | undefined): Promise<Homepage> {
  const [perType, fair, spans, panels, supporters] = await Promise.all([
    db.select({ type: events.eventtypeId, n: count() }).from(events).where(visible).groupBy(events.eventtypeId),
    // The same for every viewer: kept between writes where the app keeps reads (decision 046).
    remember(memo, 'home:fair', () => db.select({ n: count() }).from(exhibitors).where(exhibitorIsPublic)),
    db
      .select({ type: events.eventtypeId, start: min(events.start), end: max(events.end) })
      .from(events)
      .where(and(visible, inArray(events.eventtypeId, [EVENT_TYPE.accompanying, EVENT_TYPE.conference, EVENT_TYPE.seminar])))
      .groupBy(events.eventtypeId),
    findPanels(db, visible),
    findEditionSupporters(db, { edition: 'current', memo }),
  ]);

  const countOf = (type: number) => perType.find((r) => r.type === type)?.n ?? 0;
  const span = (type: number) => spans.find((r) => r.type === type);
  const accompanying = span(EVENT_TYPE.accompanying);

  return {
    counts: {
      accompanying: countOf(EVENT_TYPE.accompanying),
      conference: countOf(EVENT_TYPE.conference),
      seminars: countOf(EVENT_TYPE.seminar),
      fair: fair[0]?.n ?? 0,
    },
    dates: {
      mainDay: span(EVENT_TYPE.conference)?.start ?? span(EVENT_TYPE.seminar)?.start ?? null,
      accompanying: accompanying?.start && accompanying.end ? { start: accompanying.start, end: accompanying.end } : null,
    },
    panels,
    ...supporters,
  };
}

/**
 * An edition's patrons (those its patrons order lists, in that order) and partner logos by
 * group (decision 172): the current edition's on the home page, an archived one's on its
 * archive home. Kept between writes where the app keeps reads (decision 046), per edition.
 */
export async function findEditionSupporters(
  db: Db,
  opts: { edition?: EditionRef; memo?: ReadMemo },
): Promise<Pick<Homepage, 'patrons' | 'partnerGroups'>> {
  const edition = opts.edition ?? 'current';
  const key = edition === 'current' ? '' : `:${edition}`;
  const [patronList, partnerRows] = await Promise.all([
    remember(opts.memo, `home:patrons${key}`, () => findOrderedPatrons(db, edition)),
    remember(opts.memo, `home:partners${key}`, () =>
      db.query.partners.findMany({
        columns: { id: true, name: true, link: true, group: true },
        where: eq(partners.editionId, editionIdSql(edition)),
        with: { image: { columns: siteImageColumns } },
        orderBy: [asc(partners.position), asc(partners.id)],
      }),
    ),
  ]);
  return {
    patrons: patronList,
    partnerGroups: PARTNER_GROUPS.map((group) => ({
      group,
      partners: partnerRows
        .filter((p) => p.group === group)
        .map((p) => ({ id: p.id, name: p.name, link: p.link, image: toSiteImage(p.image) })),
    })).filter((g) => g.partners.length > 0),
  };
}

/** Comma-separated ids as written by the admin, in order, without blanks, junk or repeats. */
export function parseIdList(list: string): number[] {
  const ids = list
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

async function findPanels(db: Db, visible: SQL | undefined): Promise<HomepagePanel[]> {
  const rows = await db.query.events.findMany({
    columns: { id: true, name: true, name_en: true, slug: true, start: true, end: true, speakers_order: true },
    where: and(eq(events.eventtypeId, EVENT_TYPE.conference), visible),
    orderBy: [asc(events.start), asc(events.id)],
    with: { speakers: { with: { speaker: { columns: { id: true, name: true, published_at: true } } } } },
  });
  return rows.map(({ speakers_order, speakers, ...panel }) => {
    const order = parseIdList(speakers_order);
    const rank = (id: number) => (order.includes(id) ? order.indexOf(id) : order.length);
    const list = speakers
      .map((s) => s.speaker)
      .filter((s) => s.published_at !== null)
      .sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name, 'cs'))
      .map(({ id, name }) => ({ id, name }));
    return { ...panel, speakers: list };
  });
}

async function findOrderedPatrons(db: Db, edition: EditionRef): Promise<HomepagePatron[]> {
  const [row] = await db
    .select({ order: editions.patrons_order })
    .from(editions)
    .where(eq(editions.id, editionIdSql(edition)));
  const ids = parseIdList(row?.order ?? '');
  if (ids.length === 0) return [];
  const rows = await db.query.patrons.findMany({
    columns: { id: true, name: true, job: true, job_en: true, website: true },
    where: inArray(patrons.id, ids),
    with: { image: { columns: siteImageColumns } },
  });
  return ids.flatMap((id) => {
    const p = rows.find((r) => r.id === id);
    return p ? [{ ...p, image: toSiteImage(p.image) }] : [];
  });
}
