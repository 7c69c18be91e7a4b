import { expectNoSeriousA11yViolations } from './axe';
import { asAdmin, signIn } from './demo-accounts';
import { expect, test } from './fixtures';

// The no-show control (decision 134): a full seminar with a queue asks its seat holder to confirm
// N hours before; the mailed link confirms without signing in. The journey makes its own seminar
// starting five hours after the server's clock, asking six hours before (so the request is due at
// once, the deadline two hours ahead), seats the demo member (id 4) and queues a demo attendee.
const MEMBER = 4;
const WAITING = 29;
const HOUR = 3_600_000;

let eventId = 0;
let eventName = '';

type Outbox = { to: string; template: string; text: string }[];

test.beforeAll(async ({ playwright }, info) => {
  eventName = `Potvrzení místa ${info.project.name} ${Date.now()}`;
  await asAdmin(playwright, info.project.use.baseURL, async (api, auth) => {
    const now = Date.parse(((await (await api.get('/api/mediawall/1')).json()) as { now: string }).now);
    const created = await api.post('/api/events', {
      headers: auth,
      data: {
        name: eventName,
        eventtype: 1,
        hall: 1,
        exhibitor: 3,
        start: new Date(now + 5 * HOUR).toISOString(),
        end: new Date(now + 6 * HOUR).toISOString(),
        max_users: 1,
        reconfirm_hours: 6,
        published_at: new Date(now - HOUR).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    eventId = ((await created.json()) as { data: { id: number } }).data.id;
    for (const [user, waitingList] of [
      [MEMBER, false],
      [WAITING, true],
    ] as const) {
      const joined = await api.post('/api/event-join', { headers: auth, data: { event: eventId, user, waitingList } });
      expect(joined.status(), await joined.text()).toBe(200);
    }
  });
});

test.afterAll(async ({ playwright }, info) => {
  if (!eventId) return;
  await asAdmin(playwright, info.project.use.baseURL, async (api, auth) => {
    expect((await api.delete(`/api/events/${eventId}`, { headers: auth })).status()).toBe(200);
  });
});

test('the seat holder confirms through the mailed link, without signing in', async ({ page, browser, playwright }) => {
  // The request goes with the server's next round of its notice worker (every 30 seconds).
  test.setTimeout(120_000);
  let link = '';
  await expect
    .poll(
      async () => {
        await asAdmin(playwright, test.info().project.use.baseURL, async (api, auth) => {
          const mails = (await (await api.get('/api/outbox?_limit=50', { headers: auth })).json()) as Outbox;
          const mail = mails.find((m) => m.template === 'seat-reconfirm' && m.text.includes(eventName));
          link = mail?.text.match(/https?:\/\/\S+\/potvrzeni-mista\/\S+/)?.[0] ?? '';
        });
        return link;
      },
      { timeout: 70_000, intervals: [2_000] },
    )
    .not.toBe('');

  // Signed in, the member sees the request on the Me page.
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const member = await memberContext.newPage();
  await signIn(member, 'member', '/user/me');
  const request = member.getByRole('listitem').filter({ hasText: eventName });
  await expect(request.getByText('Potvrďte své místo do')).toBeVisible();
  await expect(request.getByRole('button', { name: `Potvrdit místo na semináři ${eventName}` })).toBeVisible();

  // The mailed link, in a browser that is not signed in.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Potvrzení místa na semináři' })).toBeVisible();
  await expect(page.getByText(/Potvrďte prosím, že přijdete, do /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Potvrdit místo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vaše místo je potvrzené.' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The Me page no longer asks.
  await member.reload();
  await expect(member.getByRole('listitem').filter({ hasText: eventName })).toBeVisible();
  await expect(member.getByText('Potvrďte své místo do')).toHaveCount(0);
  await memberContext.close();
});
