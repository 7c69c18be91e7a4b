import slugify from '@sindresorhus/slugify';
import { eventSpeakers, events } from '../schema';
import { bannerSvg, colourAt } from './images';
import { czechEventSlug, englishEventSlug } from '../../core/events/event-slug';
import { PUBLISHED_AT } from './prague-time';
import type { SeedContext } from './seed-context';

/** One demo event as the content modules write it; insertEvents turns it into rows. */
export type DemoEvent = {
  id: number;
  eventtypeId: 1 | 2 | 3 | 4;
  name: string;
  name_en: string;
  start: Date;
  end: Date;
  exhibitorId: number;
  hallId?: number;
  locationId?: number;
  max_users?: number;
  description: string;
  description_en: string;
  address?: string | null;
  facebook_link?: string;
  contact?: string;
  contact_email?: string;
  /** Speaker ids in display order. */
  speakerIds?: number[];
  is_premiere?: boolean;
  /** Unpublished (published_at null): visible only to admins and the exhibitor's editors. */
  draft?: boolean;
  /** Draw a banner image for the event. */
  banner?: boolean;
};

export async function insertEvents({ tx, images }: SeedContext, list: DemoEvent[]): Promise<void> {
  const banners = await Promise.all(
    list.map((e, i) =>
      e.banner
        ? images.store(bannerSvg(e.name, colourAt(e.id + i), e.id), { name: `${slugify(e.name)}.jpg`, alt: e.name, as: 'jpeg' })
        : null,
    ),
  );
  await tx.insert(events).values(
    list.map((e, i) => ({
      id: e.id,
      eventtypeId: e.eventtypeId,
      name: e.name,
      name_en: e.name_en,
      slug: czechEventSlug(e.name),
      slug_en: englishEventSlug(e.name_en),
      start: e.start,
      end: e.end,
      exhibitorId: e.exhibitorId,
      hallId: e.hallId ?? null,
      locationId: e.locationId ?? null,
      imageId: banners[i]?.id ?? null,
      max_users: e.max_users ?? null,
      description: e.description,
      description_en: e.description_en,
      address: e.address || null,
      facebook_link: e.facebook_link ?? null,
      contact: e.contact ?? null,
      contact_email: e.contact_email ?? null,
      is_premiere: e.is_premiere ?? false,
      speakers_order: (e.speakerIds ?? []).join(','),
      published_at: e.draft ? null : PUBLISHED_AT,
    })),
  );
  const links = list.flatMap((e) => (e.speakerIds ?? []).map((speakerId) => ({ eventId: e.id, speakerId })));
  if (links.length) await tx.insert(eventSpeakers).values(links);
}
