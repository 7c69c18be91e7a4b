import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import type { PublicUser } from './public-user';

/** The signed-in user from the root loader, or null for a guest. */
export function useOptionalUser(): PublicUser | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
}
