/**
 * The privacy page states the current edition's retention periods and end (decisions 156, 165):
 * a draft of next year with other periods changes nothing until it is made current.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { eq } from 'drizzle-orm';
import { editions } from '../../../db/schema';
import { createEdition, createEvent } from '../../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../../tests/api-write-context';
import { appContext } from '../../context';
import { loader } from './privacy';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

const privacy = async () => {
  const context = new RouterContextProvider();
  context.set(appContext, t.deps);
  const data = await loader({ request: new Request('http://localhost/ochrana-osobnich-udaju'), context, params: {} } as never);
  return { end: data.editionEnd, months: Object.fromEntries(data.rules.map((r) => [r.category, r.months])) };
};

test("the current edition's periods and end, never a draft's; the draft's once it is current", async () => {
  const db = t.database.db;
  const [current] = await db.select().from(editions).where(eq(editions.state, 'current'));
  await db.update(editions).set({ retentionSignups: 6 }).where(eq(editions.id, current!.id));
  await createEvent(db, { start: new Date('2030-10-10T08:00:00Z'), end: new Date('2030-10-10T10:00:00Z') });
  const draft = await createEdition(db, { year: 2031, state: 'draft', retentionSignups: 9 });
  await createEvent(db, { editionId: draft.id, start: new Date('2031-10-10T08:00:00Z'), end: new Date('2031-10-10T10:00:00Z') });

  expect(await privacy()).toMatchObject({ end: '2030-10-10T10:00:00.000Z', months: { signups: 6 } });

  await db.update(editions).set({ state: 'archived' }).where(eq(editions.id, current!.id));
  await db.update(editions).set({ state: 'current' }).where(eq(editions.id, draft.id));
  expect(await privacy()).toMatchObject({ end: '2031-10-10T10:00:00.000Z', months: { signups: 9 } });
});
