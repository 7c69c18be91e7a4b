import { request as playwrightRequest } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

// What an organiser attaches to a seminar reaches its visitors (issue 28, decision 088): the
// demo admin makes a published seminar of its own through the API, uploads a PDF, attaches it
// and a YouTube video, and a guest sees both on the public page in both languages. The event
// is deleted after the test, so the demo content other specs count stays as it is.
const DEMO_PASSWORD = 'innoweek-demo';
const HALL = 1;
const EXHIBITOR = 4;

async function adminClient(baseURL: string | undefined) {
  const client = await playwrightRequest.newContext({ baseURL });
  const login = await client.post('/api/auth/local', { data: { identifier: 'admin', password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { jwt } = (await login.json()) as { jwt: string };
  return { client, headers: { Authorization: `Bearer ${jwt}` } };
}

const created: number[] = [];
test.afterEach(async ({ baseURL }) => {
  const { client, headers } = await adminClient(baseURL);
  for (const id of created.splice(0)) await client.delete(`/api/events/${id}`, { headers });
  await client.dispose();
});

test('a visitor finds the PDF and the video an organiser attached, in Czech and English', async ({ page, baseURL }, info) => {
  const name = `Materiály ${info.project.name} ${Date.now()}`;
  const { client, headers } = await adminClient(baseURL);
  const event = await client.post('/api/events', {
    headers,
    data: {
      name,
      name_en: `${name} EN`,
      eventtype: 1,
      start: '2021-10-14T08:00:00.000Z',
      end: '2021-10-14T10:00:00.000Z',
      hall: HALL,
      exhibitor: EXHIBITOR,
      max_users: 20,
      published_at: new Date().toISOString(),
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const { data } = (await event.json()) as { data: { id: number } };
  created.push(data.id);

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const upload = await client.post('/api/upload', {
    headers,
    multipart: { files: { name: 'Program semináře.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const [file] = (await upload.json()) as { id: number }[];
  const attach = await client.put(`/api/events/${data.id}`, { headers, data: { files: [file!.id] } });
  expect(attach.status(), await attach.text()).toBe(200);
  const embed = await client.post('/api/embeds', {
    headers,
    data: { name: 'Přenos semináře', url: 'dQw4w9WgXcQ', type: 4, events: [data.id] },
  });
  expect(embed.status(), await embed.text()).toBe(201);
  await client.dispose();

  await page.goto(`/odborne-seminare/${data.id}`);
  const materials = page.getByRole('region', { name: 'Materiály' });
  await expect(materials.getByRole('link', { name: 'Program semináře.pdf' })).toHaveAttribute('href', /^\/uploads\/.+\.pdf$/);
  await expect(materials).toContainText('(PDF, 1 kB)');
  const player = materials.locator('iframe[title="Video: Přenos semináře"]');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/en/professional-seminars/${data.id}`);
  const english = page.getByRole('region', { name: 'Materials' });
  await expect(english.getByRole('link', { name: 'Program semináře.pdf' })).toBeVisible();
  await expect(english.locator('iframe[title="Video: Přenos semináře"]')).toBeAttached();
  await expectNoSeriousA11yViolations(page);
});
