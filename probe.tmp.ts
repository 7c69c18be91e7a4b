import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { sql } from 'drizzle-orm';
const d = await openDatabase({ dataDir: null });
await migrateDatabase(d);
try {
  const r = await d.db.execute(sql`select tgname from pg_trigger where tgname like 'ticket_orders%'`);
  console.log(r);
} catch (e) { console.error(e); }
await d.close();
