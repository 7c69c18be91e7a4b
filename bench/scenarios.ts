import { ACCEPT, browserHeaders } from './browser-headers';

/** What an anonymous visitor's browser or the programme widget asks for most, with a browser's headers. */
export type Scenario = { path: string; headers: Record<string, string> };

const api = browserHeaders(ACCEPT.json);
const page = browserHeaders(ACCEPT.page);

export const homePath = '/';

export const scenarios: Scenario[] = [
  { path: '/api/events?eventtype=1&_sort=start:asc&_limit=999', headers: api },
  { path: '/api/events/32', headers: api },
  { path: '/api/search/inov', headers: api },
  { path: homePath, headers: page },
  { path: '/en/professional-seminars', headers: page },
];
