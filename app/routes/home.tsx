import { count } from 'drizzle-orm';
import { appContext } from '../context';
import { events } from '../../db/schema';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [row] = await db.select({ n: count() }).from(events);
  return { events: row?.n ?? 0 };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>Innoweek: {loaderData.events} events</h1>;
}
