import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';
import { DEFAULT_TIME_ZONE } from './format-date';

/** The event time zone (EVENT_TIMEZONE), the same on the server and in the browser. */
export function useTimeZone(): string {
  return useRouteLoaderData<typeof loader>('root')?.timeZone ?? DEFAULT_TIME_ZONE;
}
