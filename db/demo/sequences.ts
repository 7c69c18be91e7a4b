import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

type SerialColumn = { table_name: string; column_name: string };

/**
 * Rows inserted with explicit ids leave their serial sequences behind: move every serial
 * sequence of the schema past the highest id, so the next ordinary insert does not collide.
 */
export async function advanceSerialSequences(tx: Tx): Promise<void> {
  // Both drivers (PGlite and node-postgres) answer raw SQL with { rows }.
  const { rows } = (await tx.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`)) as unknown as { rows: SerialColumn[] };
  for (const { table_name, column_name } of rows) {
    const table = sql.identifier(table_name);
    const column = sql.identifier(column_name);
    // max+1 with is_called=false also suits an empty table: its next value is 1.
    await tx.execute(sql`select setval(
      pg_get_serial_sequence(${`"${table_name}"`}, ${column_name}),
      coalesce((select max(${column}) from ${table}), 0) + 1,
      false)`);
  }
}
