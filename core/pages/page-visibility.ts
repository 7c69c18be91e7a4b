import { isNotNull, type SQL } from 'drizzle-orm';
import { pages } from '../../db/schema';
import { reachesEveryRecord, type Viewer } from '../accounts/policy';
import type { PublicationState } from '../query/parse-query';

/** A content page is published when published_at is set: the one rule for the API, the pages and the sitemap. */
export const pageIsPublished: SQL = isNotNull(pages.published_at);

/** Content pages are published or not; drafts are for Admins asking for preview, nobody else. */
export function pageVisibleTo(viewer: Viewer | null, state: PublicationState): SQL | undefined {
  return state === 'preview' && reachesEveryRecord(viewer) ? undefined : pageIsPublished;
}

/** The same rule for a page already loaded (a menu entry's page). */
export function isPageVisible(page: { published_at: Date | null }, viewer: Viewer | null, state: PublicationState): boolean {
  return page.published_at !== null || (state === 'preview' && reachesEveryRecord(viewer));
}
