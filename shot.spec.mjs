import { chromium } from '@playwright/test';
const base = 'http://localhost:3311';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const errors = [];
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
page.on('pageerror', e => errors.push('pageerror ' + e.message));
page.on('console', m => { if (m.type() === 'error') errors.push('console ' + m.text()); });
await page.goto(base + '/user/login');
await page.getByRole('main').getByLabel(/^Uživatelské jméno nebo e-mail/).fill('admin');
await page.getByRole('main').getByLabel(/^Heslo/).fill('innoweek-demo');
await page.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click();
await page.waitForURL(u => !u.pathname.includes('login'));
for (const [path, name] of [['/admin/pages', 'pages'], ['/admin/pages/1', 'page'], ['/admin/pages-menu', 'menu'], ['/en/admin/pages/1', 'page-en']]) {
  await page.goto(base + path);
  await page.waitForTimeout(800);
  console.log(name, page.url());
  await page.screenshot({ path: `/tmp/a-${name}.png`, fullPage: true });
}
console.log(errors.join('\n'));
await browser.close();
