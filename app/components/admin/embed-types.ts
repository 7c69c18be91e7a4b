import { EMBED_TYPE_IDS } from '../../../core/embeds/embed-types';
import type { AdminKey } from '../../i18n/admin-t';

export { DEFAULT_EMBED_TYPE } from '../../../core/embeds/embed-types';
export const EMBED_TYPES = EMBED_TYPE_IDS;

/** The label key of a source type (admin-and-widgets.md 3); any other number reads 'Unknown'. */
export function embedTypeKey(type: number): AdminKey {
  return EMBED_TYPE_IDS.includes(type) ? (`embeds.type${type}` as AdminKey) : 'embeds.typeUnknown';
}
