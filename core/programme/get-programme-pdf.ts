import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility';
import { getSiteSetting } from '../site/get-site-setting';
import { loadProgrammeEvents } from './load-programme-events';
import { areaEventType, type ProgrammeArea } from './programme-areas';
import { groupByDay, toPdfEvent, type PdfLocale, type ProgrammePdfLayout } from './programme-pdf-layout';
import { programmePdfTexts } from './programme-pdf-texts';

export type ProgrammePdf = { pdf: Uint8Array; etag: string; fileName: string };

/** The last rendering of each area and language, with the fingerprint of what it printed. */
const rendered = new Map<string, { fingerprint: string; pdf: Uint8Array }>();

/**
 * The printed programme of an area in a language: the published events a guest may see (the
 * same rule as the pages), at their planned times. Reading the events is one query; the
 * rendering (~tens of ms) is redone only when what is printed changes, so the file is always
 * current and a crowd downloading it costs one render per change (decision 039).
 */
export async function getProgrammePdf(
  db: Db,
  opts: { area: ProgrammeArea; locale: PdfLocale; timezone: string },
): Promise<ProgrammePdf> {
  const { area, locale, timezone } = opts;
  const texts = programmePdfTexts[locale];
  const [rows, setting] = await Promise.all([
    loadProgrammeEvents(db, { where: and(eventVisibleTo(null, 'live'), eq(events.eventtypeId, areaEventType(area))) }),
    getSiteSetting(db),
  ]);
  const site = locale === 'en' && setting.name_en ? setting.name_en : setting.name;
  const updatedAt = rows.reduce((max, r) => (r.updated_at && r.updated_at > max ? r.updated_at : max), new Date(0));
  const layout: ProgrammePdfLayout = {
    locale,
    area,
    title: texts.area[area],
    subtitle: texts.subtitle(site),
    note: texts.note,
    days: groupByDay(
      rows.map((r) => toPdfEvent(r, locale)),
      timezone,
      locale,
    ),
    updatedAt,
  };
  const fingerprint = createHash('sha256').update(JSON.stringify(layout)).digest('base64url').slice(0, 27);
  const key = `${area}|${locale}`;
  let hit = rendered.get(key);
  if (hit?.fingerprint !== fingerprint) {
    // pdfkit, fontkit and qrcode (~6 MB of heap) load with the first PDF, not at start-up (decision 050).
    const { renderProgrammePdf } = await import('./programme-pdf');
    hit = { fingerprint, pdf: await renderProgrammePdf(layout, texts) };
    rendered.set(key, hit);
  }
  return { pdf: hit.pdf, etag: `"${fingerprint}"`, fileName: texts.file(area) };
}
