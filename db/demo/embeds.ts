import { embeds, eventEmbeds } from '../schema';
import { CONFERENCE_PANEL_IDS } from './facts';
import { PUBLISHED_AT } from './prague-time';
import type { SeedContext } from './seed-context';

/** Embed types as the admin lists them. */
const SLIDO = 1;
const VIMEO = 3;
const YOUTUBE = 4;
const ZOOM = 6;

type Embed = { id: number; name: string; url: string; type: number; order: number; eventIds: number[]; draft?: boolean };

/** Video and chat sources attached to events; the last one is unpublished. */
export const EMBEDS: Embed[] = [
  { id: 1, name: 'Slido konference', url: 'innoweek2021', type: SLIDO, order: 1, eventIds: [...CONFERENCE_PANEL_IDS] },
  { id: 2, name: 'Záznam zahajovacího večera', url: 'Hk2mQ7vTz0A', type: YOUTUBE, order: 1, eventIds: [42] },
  { id: 3, name: 'Roboti a lidé – premiéra záznamu', url: '588201144', type: VIMEO, order: 1, eventIds: [5] },
  { id: 4, name: 'Webinář: Jak napsat projekt', url: 'p9XcR2nVb7E', type: YOUTUBE, order: 1, eventIds: [44] },
  { id: 5, name: 'Slido pitch night', url: 'pitchnight21', type: SLIDO, order: 2, eventIds: [46] },
  { id: 6, name: 'Zoom: Inovační vouchery', url: '83124567890', type: ZOOM, order: 1, eventIds: [57] },
  { id: 7, name: 'Hackathon – živý přenos finále', url: '601245780', type: VIMEO, order: 1, eventIds: [69] },
  {
    id: 8,
    name: 'Záznam panelu o vesmíru (připravujeme)',
    url: 'Zq8vL3mT1cY',
    type: YOUTUBE,
    order: 2,
    eventIds: [CONFERENCE_PANEL_IDS[2]],
    draft: true,
  },
];

export async function seedEmbeds({ tx }: SeedContext): Promise<void> {
  await tx
    .insert(embeds)
    .values(EMBEDS.map(({ eventIds: _eventIds, draft, ...e }) => ({ ...e, published_at: draft ? null : PUBLISHED_AT })));
  await tx.insert(eventEmbeds).values(EMBEDS.flatMap((e) => e.eventIds.map((eventId) => ({ eventId, embedId: e.id }))));
}
