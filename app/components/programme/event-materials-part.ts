import type { EventMaterials } from '../../../core/programme/find-event-materials';
import { partOnDemand } from '../ui/part-on-demand';

/**
 * What the organisers attached to an event (decision 088), which most events' pages do not have:
 * its script comes when a page shows it (decision 209, as decision 189's parts do). A page that
 * arrives with materials loads it before hydrating; a navigation waits for it (`preloadMaterials`).
 */
export const EventMaterialsSection = partOnDemand(
  () => import('./event-materials').then((m) => m.EventMaterialsSection),
  [],
  '.event-materials',
);

/** Whether an event's page shows its materials: the part renders nothing for none. */
export const showsMaterials = (materials: EventMaterials | null): materials is EventMaterials =>
  !!materials && materials.files.length + materials.videos.length + materials.sources.length > 0;

/** The materials' script, for a navigation to a page that shows them. */
export const preloadMaterials = EventMaterialsSection.preload;

