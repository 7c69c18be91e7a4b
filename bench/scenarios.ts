/** What an anonymous visitor's browser or the programme widget asks for most. */
export type Scenario = { path: string; headers: Record<string, string> };

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const api = { accept: 'application/json', 'user-agent': browser };
const page = { accept: 'text/html,application/xhtml+xml', 'user-agent': browser };

export const homePath = '/';

export const scenarios: Scenario[] = [
  { path: '/api/events?eventtype=1&_sort=start:asc&_limit=999', headers: api },
  { path: '/api/events/32', headers: api },
  { path: '/api/search/inov', headers: api },
  { path: homePath, headers: page },
  { path: '/en/professional-seminars', headers: page },
];
