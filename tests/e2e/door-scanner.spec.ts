import { TICKET_CODES } from '../../db/demo/facts';
import { expectNoSeriousA11yViolations } from './axe';
import { signIn } from './demo-accounts';
import { expect, test } from './fixtures';

// The demo's paid order 2021-0003 has three unclaimed tickets, the member holds 2021-0001's one
// (db/demo/facts.ts). Each project (phone, desktop) of one run admits its own two, once.
const codesFor = (project: string) =>
  project === 'phone'
    ? [TICKET_CODES.member, TICKET_CODES.colleagues[0]]
    : [TICKET_CODES.colleagues[1], TICKET_CODES.colleagues[2]];

test.describe('the door scanner (decision 116)', () => {
  test(
    'admits a typed code once, then works offline: reload, queue, sync, the other door first',
    { tag: '@phone' },
    async ({ page, context, baseURL }, testInfo) => {
      const [online, offline] = codesFor(testInfo.project.name);
      await signIn(page, 'organizer');
      await page.goto('/en/checkin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ticket check');
      // No site chrome at the door.
      await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await page.getByLabel('Name of this device').fill('Door 2');

      const code = page.getByLabel('Ticket code');
      const answer = page.locator('.door-answer');
      await code.fill(online!.toLowerCase());
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(answer).toHaveAttribute('data-result', 'admitted');
      await expect(answer).toContainText('Valid – let them in');
      await expectNoSeriousA11yViolations(page);

      await code.fill(online!);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(answer).toHaveAttribute('data-result', 'already');
      await expect(answer).toContainText('Not valid – do not admit');
      await expect(answer).toContainText(/Already scanned at \d{1,2}:\d{2}\s?(AM|PM)? \(Door 2\)\./);
      await expectNoSeriousA11yViolations(page);

      // The service worker has the page; the network goes.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ticket check');
      await expect(page.locator('.door-status')).toContainText('Offline');

      // Another door admits the second ticket meanwhile, through its own network.
      const other = await context.request.post('/api/door/scans', {
        data: { text: offline, device: 'Door 9' },
        headers: { Origin: baseURL! },
      });
      expect(((await other.json()) as { result: string }).result).toBe('admitted');

      await code.fill(offline!);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(answer).toContainText('Recorded offline – let them in');
      await expect(page.locator('.door-status')).toContainText('1 scan waits to be sent');
      await code.fill(offline!);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(answer).toHaveAttribute('data-result', 'already');
      await code.fill('TI-ZZZZ-ZZZZ-ZZZZ');
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(answer).toContainText('Offline: the ticket is not in the saved list.');
      await expectNoSeriousA11yViolations(page);

      // Back online: the queue is sent, and the late admission is reported.
      await context.setOffline(false);
      await expect(page.locator('.door-status')).toHaveText('Online');
      const late = page.getByRole('region', { name: 'After syncing' });
      await expect(late).toContainText(`${offline}: you admitted them at`);
      await expect(late).toContainText('(Door 9,');
    },
  );
});
