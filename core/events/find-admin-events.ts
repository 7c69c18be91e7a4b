import { and, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { takeSearchWords } from '../query/take-search-words';
import { likePattern } from '../query/build-where';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import { foldText } from '../search/fold-text';
import type { ApiEvent } from './event-schema';
import { eventQuery } from './event-query';
import { eventEditableBy } from './event-visibility';
import { loadEventRows } from './load-event-rows';
import { serializeEvents } from './serialize-events';
import { authorized } from '../authorization/authorize';
import { eventInEdition, type EditionRef } from '../editions/current-edition';

/**
 * The admin's events list: the events this viewer may edit, drafts included (every event for
 * an Admin, an Organizer's exhibitors' events otherwise), with the API's filters, sorting and
 * paging, `_q` matching every word of the name in either language (accents and case
 * ignored), and the total for the pagination. The current edition's events unless another is
 * named (the edition an Admin edits, decision 178).
 */
export async function findAdminEvents(
  db: Db,
  opts: { viewer: ViewerWithRights | null; params: URLSearchParams; timezone: string; edition?: EditionRef },
): Promise<{ data: ApiEvent[]; total: number }> {
  const viewer = authorized(opts.viewer, 'events.manage');
  const { params, words } = takeSearchWords(opts.params);
  params.set('_publicationState', 'preview');
  const query = parseQuery(params, eventQuery, { timezone: opts.timezone, viewer });
  const scope = and(eventInEdition(opts.edition ?? 'current'), eventEditableBy(viewer), textFilter(words));
  const [rows, total] = await Promise.all([
    loadEventRows(db, listOptions(db, eventQuery, query, scope)),
    countRows(db, eventQuery, query, scope),
  ]);
  const data = await serializeEvents(db, rows, { viewer, preview: true, timezone: opts.timezone });
  return { data, total };
}

/** Every word in the name in either language, accents and case ignored (the folded search column). */
function textFilter(words: string[]): SQL | undefined {
  return words.length ? and(...words.map((word) => like(events.search_text, likePattern(foldText(word))))) : undefined;
}
