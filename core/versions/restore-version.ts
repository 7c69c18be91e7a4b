import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages, recordVersions, speakers } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { eventUpdateInput, type EventUpdateInput } from '../events/event-input';
import { updateEvent } from '../events/save-event';
import { pageUpdateInput, type PageUpdateInput } from '../pages/page-input';
import { updatePage } from '../pages/save-page';
import type { RichTextSite } from '../rich-text/sanitize-rich-text';
import type { ProgrammeClock } from '../programme/programme-clock';
import type { SignupMail } from '../signups/signup-mail';
import { assertMayVersion } from './find-versions';
import { isVersioned } from './version-data';

/**
 * Brings an event or page back to a version through its ordinary update (decision 089), so
 * every rule of a save holds (rights, references, capacity below the sign-ups, the hall and
 * slug checks) and the audit log records it as that update, which keeps a new version in turn.
 * Left as they are now: the publication state, attendance, sign-ups, files and embeds; speakers
 * deleted since; a page's old slug when another page of its language has taken it. A version
 * that no longer meets today's input rules is 409 `Version.invalid`.
 */
export async function restoreVersion(
  db: Db,
  opts: { viewer: ViewerWithRights | null; id: number; signupMail: SignupMail; clock: ProgrammeClock; site?: RichTextSite },
): Promise<{ entity: 'events' | 'pages'; id: number }> {
  const [version] = await db.select().from(recordVersions).where(eq(recordVersions.id, opts.id));
  if (!version || !isVersioned(version.entity)) throw notFound('Version');
  const { viewer, editionId } = await assertMayVersion(db, opts.viewer, version.entity, version.entityId);
  const data = version.data;
  if (version.entity === 'pages') {
    const input = parsed<PageUpdateInput>(pageUpdateInput, { name: data.name, content: data.content });
    const [page] = await db.select({ locale: pages.locale }).from(pages).where(eq(pages.id, version.entityId));
    const slug = typeof data.slug === 'string' ? data.slug : '';
    const [taken] = slug
      ? await db
          .select({ id: pages.id })
          .from(pages)
          .where(and(eq(pages.slug, slug), eq(pages.locale, page!.locale), ne(pages.id, version.entityId)))
      : [];
    if (slug && !taken) input.slug = slug;
    await updatePage(db, { viewer, id: version.entityId, input, site: opts.site });
    return { entity: 'pages', id: version.entityId };
  }
  const order = String(data.speakers_order ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const existing = order.length
    ? new Set((await db.select({ id: speakers.id }).from(speakers).where(inArray(speakers.id, order))).map((s) => s.id))
    : new Set<number>();
  const input = parsed<EventUpdateInput>(eventUpdateInput, {
    name: data.name,
    name_en: data.name_en,
    eventtype: data.eventtypeId,
    start: data.start,
    end: data.end,
    location: data.locationId,
    hall: data.hallId,
    exhibitor: data.exhibitorId,
    image: data.imageId,
    max_users: data.max_users,
    reconfirm_hours: data.reconfirm_hours,
    description: data.description,
    description_en: data.description_en,
    address: data.address,
    facebook_link: data.facebook_link ?? '',
    is_premiere: data.is_premiere ?? false,
    access_control: data.access_control ?? undefined,
    speakers: order.filter((id) => existing.has(id)),
    contact: data.contact,
    contact_email: data.contact_email ?? '',
  });
  await updateEvent(db, {
    viewer,
    id: version.entityId,
    input,
    signupMail: opts.signupMail,
    clock: opts.clock,
    site: opts.site,
    // The event's own edition: a draft edition's event is restored too, an archived one's is 409.
    edition: editionId!,
  });
  return { entity: 'events', id: version.entityId };
}

function parsed<T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, raw: Record<string, unknown>): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new AppError('Version.invalid');
  return result.data as T;
}
