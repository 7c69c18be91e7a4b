import { chromium } from '@playwright/test';
const base = 'http://localhost:3311';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const errors = [];
async function session(opts, who = 'admin') {
  const ctx = await browser.newContext(opts);
  const page = await ctx.newPage();
  page.on('pageerror', e => errors.push('pageerror ' + e.message));
  page.on('console', m => { if (m.type() === 'error') errors.push('console ' + page.url() + ' ' + m.text()); });
  await page.goto(base + '/user/login');
  await page.getByRole('main').getByLabel(/^Uživatelské jméno nebo e-mail/).fill(who);
  await page.getByRole('main').getByLabel(/^Heslo/).fill('innoweek-demo');
  await page.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(u => !u.pathname.includes('login'));
  return page;
}
const desk = await session({ viewport: { width: 1280, height: 900 } });
for (const [path, name] of [['/admin/exhibitors', 'ex-list'], ['/admin/exhibitors/2', 'ex-detail'], ['/admin/patrons-order', 'order'], ['/admin/users', 'users'], ['/admin/users/3', 'user'], ['/admin/halls/1', 'hall'], ['/admin/eventtypes/1', 'etype'], ['/admin/speakers', 'speakers'], ['/admin/speakers/1', 'speaker'], ['/en/admin/patrons', 'patrons']]) {
  await desk.goto(base + path);
  await desk.waitForTimeout(800);
  await desk.screenshot({ path: `/tmp/a-${name}.png`, fullPage: true });
}
const phone = await session({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
await phone.goto(base + '/admin/patrons-order');
await phone.waitForTimeout(800);
await phone.screenshot({ path: '/tmp/p-order.png', fullPage: true });
console.log(errors.join('\n'));
await browser.close();
