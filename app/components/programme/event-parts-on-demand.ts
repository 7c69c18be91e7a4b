import type { EventMaterials } from '../../../core/programme/find-event-materials';
import type { ProgrammeEventDetail } from '../../../core/programme/programme-event-detail';
import type { Locale } from '../../i18n/locale';
import { BROUGHT_TEXT_PACKS } from '../../i18n/text-packs';
import { partOnDemand } from '../ui/part-on-demand';

/**
 * What the organisers attached to an event (decision 088), which most events' pages do not have:
 * its script comes when a page shows it (decision 209, as decision 189's parts do). A page that
 * arrives with materials loads it before hydrating; a navigation waits for it (`preloadMaterials`).
 */
export const EventMaterialsSection = partOnDemand(
  () => import('./event-materials').then((m) => m.EventMaterialsSection),
  BROUGHT_TEXT_PACKS['app/components/programme/event-materials.tsx'],
  '.event-materials',
);

/** Whether an event's page shows its materials: the part renders nothing for none. */
export const showsMaterials = (materials: EventMaterials | null): materials is EventMaterials =>
  !!materials && materials.files.length + materials.videos.length + materials.sources.length > 0;

/** The materials' script, for a navigation to a page that shows them. */
export const preloadMaterials = EventMaterialsSection.preload;

/**
 * Who may come to an event that is not public (decision 027), which a guest's pages mostly do not
 * show: it and its texts come when a page shows it (decision 209).
 */
export const EventAccessText = partOnDemand(
  () => import('./event-access-note').then((m) => m.EventAccessText),
  BROUGHT_TEXT_PACKS['app/components/programme/event-access-note.tsx'],
  '.event-access',
);

/**
 * "Watch live" on an event's page, shown only while the session runs in a hall with a stream:
 * its script comes then (decision 209; the programme clock may show it while the page is open).
 */
export const WatchLiveLinkPart = partOnDemand(
  () => import('./watch-live-link').then((m) => m.WatchLiveLink),
  [],
  '.event-watch-live',
);

/** What a navigation to an event's page waits for of the parts it shows. */
export function preloadEventParts(
  data: { event: Pick<ProgrammeEventDetail, 'access'>; materials: EventMaterials | null; hallStream?: unknown },
  locale: Locale,
): Promise<unknown> {
  return Promise.all([
    showsMaterials(data.materials) ? EventMaterialsSection.preload(locale) : null,
    data.event.access !== 'public' ? EventAccessText.preload(locale) : null,
    data.hallStream ? WatchLiveLinkPart.preload(locale) : null,
  ]);
}
