import type { ViewerWithRights } from '../accounts/policy';

/** What every read use case gets: the client's Strapi-style parameters and who is asking. */
export type ReadOptions = {
  params: URLSearchParams;
  viewer: ViewerWithRights | null;
  /** The event time zone: date-only filter values and local times are read in it. */
  timezone: string;
};
