import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test, waitsForHydration } from './fixtures';
import { openSiteMenu } from './site-menu';

// Journeys of the account pages against the demo content: accounts admin, member (Confirmed
// member) and newbie (Registred), all with the password below. New accounts get unique names.
const DEMO_PASSWORD = 'innoweek-demo';
const PASSWORD = 'heslo-pro-test-1';

let api: APIRequestContext;
let apiBaseURL: string | undefined;
let adminToken: string;

test.beforeAll(async ({ baseURL }) => {
  // The admin's own API client: its cookies never mix with the browser's.
  apiBaseURL = baseURL;
  api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/local', { data: { identifier: 'admin', password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  adminToken = ((await login.json()) as { jwt: string }).jwt;
});
test.afterAll(() => api.dispose());

const asAdmin = () => ({ Authorization: `Bearer ${adminToken}` });

/** The newest e-mail to `to` in the outbox (admins only), as the user would receive it. */
async function lastMailTo(to: string) {
  type Mail = { to: string; subject: string; text: string };
  let mail: Mail | undefined;
  // A reset mail is written just after the answer (decision 090): asked again until it is there.
  await expect
    .poll(
      async () => {
        const answer = await api.get('/api/outbox?_limit=50', { headers: asAdmin() });
        expect(answer.status()).toBe(200);
        mail = ((await answer.json()) as Mail[]).find((m) => m.to === to);
        return mail;
      },
      { message: `no e-mail to ${to}` },
    )
    .toBeTruthy();
  return mail!;
}

const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

function uniqueUser(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${prefix}.${id}`, email: `${prefix}.${id}@example.test` };
}

async function register(
  page: Page,
  path: string,
  user: { username: string; email: string },
  labels: { username: string; password: string; submit: string },
) {
  await page.goto(path);
  const main = page.getByRole('main');
  await field(main, labels.username).fill(user.username);
  await field(main, 'E-mail').fill(user.email);
  await field(main, labels.password).fill(PASSWORD);
  await main.getByRole('button', { name: labels.submit }).click();
}

async function signIn(
  page: Page,
  identifier: string,
  password: string,
  labels = { identifier: 'Uživatelské jméno nebo e-mail', password: 'Heslo', submit: 'Přihlásit se' },
) {
  const main = page.getByRole('main');
  await field(main, labels.identifier).fill(identifier);
  await field(main, labels.password).fill(password);
  await main.getByRole('button', { name: labels.submit }).click();
}

/** A form field by its label; required fields add ' *' to the label's text. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

const toasts = (page: Page) => page.getByRole('status').filter({ has: page.locator('.toast') });

async function openUserMenu(page: Page) {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  return page.getByRole('menu');
}

test.describe('registration and sign-in', () => {
  test(
    'Czech: register, confirm by e-mail (which signs in), edit the contact details, sign out',
    { tag: '@phone' },
    async ({ page }) => {
      const user = uniqueUser('jana');
      await register(page, '/user/register', user, {
        username: 'Uživatelské jméno',
        password: 'Heslo',
        submit: 'Zaregistrovat se',
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zkontrolujte svůj e-mail');
      await expect(page.getByText('Na váš e-mail jsme poslali potvrzovací odkaz.')).toBeVisible();
      await expect(toasts(page)).toContainText('Registrace proběhla úspěšně');
      await expectNoSeriousA11yViolations(page);

      const mail = await lastMailTo(user.email);
      expect(mail.subject).toContain('Potvrďte svůj e-mail');
      const link = linkIn(mail.text);
      // The link signs in (decision 095); registered from no page in particular, the visitor lands home.
      await page.goto(link.pathname + link.search);
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(toasts(page)).toContainText('E-mailová adresa je potvrzena a jste přihlášeni.');

      // Confirming the address made the account a Confirmed member: the Me page is open to it.

      const menu = await openUserMenu(page);
      await menu.getByRole('menuitem', { name: 'Můj účet' }).click();
      await expect(page).toHaveURL(/\/user\/me$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Můj účet');
      await expect(page.getByRole('region', { name: 'Moje akce' })).toContainText('Zatím nejste přihlášeni na žádnou akci.');
      await expectNoSeriousA11yViolations(page);

      const contact = page.getByRole('region', { name: 'Kontaktní údaje' });
      // The same schema runs in the browser: required fields and a numeric zip.
      await field(contact, 'PSČ').fill('11a');
      await contact.getByRole('button', { name: 'Uložit' }).click();
      await expect(contact.getByText('Vyplňte toto pole.')).toHaveCount(3);
      await expect(contact.getByText('PSČ smí obsahovat jen číslice.')).toBeVisible();
      await expect(field(contact, 'Jméno')).toBeFocused();

      await field(contact, 'Jméno').fill('Jana');
      await field(contact, 'Příjmení').fill('Nováková');
      await field(contact, 'Telefon').fill('+420 777 123 456');
      await field(contact, 'PSČ').fill('110 00');
      await field(contact, 'Město').fill('Praha');
      await contact.getByRole('button', { name: 'Uložit' }).click();
      await expect(toasts(page)).toContainText('Záznamy byly uloženy');
      await expect(contact.locator('.field-error')).toHaveCount(0);
      await page.reload();
      await expect(field(page.getByRole('region', { name: 'Kontaktní údaje' }), 'Příjmení')).toHaveValue('Nováková');
      // The header now shows the name.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Jana Nováková' })).toBeVisible();

      const open = await openUserMenu(page);
      await open.getByRole('menuitem', { name: 'Odhlásit se' }).click();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(toasts(page)).toContainText('Odhlášení proběhlo úspěšně');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
      expect((await page.context().cookies()).find((c) => c.name === 'jwt_amphi')).toBeUndefined();
    },
  );

  test('English: register, confirm, sign in', async ({ page }) => {
    const user = uniqueUser('john');
    await register(page, '/en/user/register', user, { username: 'Username', password: 'Password', submit: 'Register' });
    await expect(
      page.getByText(
        'A confirmation link has been sent to your email account. Please click on the link to complete the registration process.',
      ),
    ).toBeVisible();
    await expect(toasts(page)).toContainText('Registration successful');

    // Before confirming: the login says so and offers a new link (decision 069).
    await page.goto('/en/user/login');
    const labels = { identifier: 'Username or e-mail', password: 'Password', submit: 'Log in' };
    await signIn(page, user.username, PASSWORD, labels);
    const main = page.getByRole('main');
    await expect(main.getByText('Your account e-mail is not confirmed.').first()).toBeVisible();
    await main.getByRole('button', { name: 'Send the confirmation link again' }).click();
    await expect(main.getByText('We have sent you a new confirmation link.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mail = await lastMailTo(user.email);
    expect(mail.subject).toContain('Confirm your e-mail');
    const link = linkIn(mail.text);
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(toasts(page)).toContainText('Your e-mail address is confirmed and you are logged in.');
    await expectNoSeriousA11yViolations(page);
    // A guest again, to open the link a second time and to sign in below.
    await page.context().clearCookies();

    // The link works once. Who opens a used link is unknown, so the default language answers.
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/user\/login\?confirmation=invalid/);
    await expect(page.getByText('Potvrzovací odkaz není platný, vypršel nebo už byl použit.')).toBeVisible();
    // A wrong password on that page: its answer replaces the link's verdict instead of stacking under it.
    await signIn(page, user.username, 'not-the-password');
    await expect(page.getByRole('main').getByText('Uživatelské jméno, e-mail nebo heslo nejsou správné.')).toBeVisible();
    await expect(page.getByText('Potvrzovací odkaz není platný, vypršel nebo už byl použit.')).toHaveCount(0);

    await page.goto('/en/user/login');

    await signIn(page, user.email.toUpperCase(), PASSWORD, {
      identifier: 'Username or e-mail',
      password: 'Password',
      submit: 'Log in',
    });
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(toasts(page)).toContainText('Logged in');
  });

  test('registration refuses a taken username and e-mail, next to the field', async ({ page }) => {
    await register(
      page,
      '/user/register',
      { username: 'member', email: 'member@innoweek.test' },
      { username: 'Uživatelské jméno', password: 'Heslo', submit: 'Zaregistrovat se' },
    );
    await expect(page.getByRole('main').getByText('Tento e-mail už je registrován. Přihlaste se prosím.')).toBeVisible();
    await expect(toasts(page)).toContainText('Tento e-mail už je registrován');
    await field(page.getByRole('main'), 'E-mail').fill(uniqueUser('x').email);
    await page.getByRole('main').getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect(page.getByRole('main').getByText('Toto uživatelské jméno už je obsazené.')).toBeVisible();
    await expect(field(page.getByRole('main'), 'Uživatelské jméno')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a wrong password is told next to the form and in a toast', async ({ page }) => {
    await page.goto('/en/user/login');
    await expectNoSeriousA11yViolations(page);
    await signIn(page, 'member', 'not-the-password', {
      identifier: 'Username or e-mail',
      password: 'Password',
      submit: 'Log in',
    });
    await expect(page.getByRole('alert')).toHaveText('Identifier or password invalid.');
    await expect(toasts(page)).toContainText('Identifier or password invalid.');
    await expect(field(page.getByRole('main'), 'Username or e-mail')).toHaveValue('member');
  });

  test('too many failed attempts are told next to the form, not on an error page', async ({ page }) => {
    const nobody = uniqueUser('guess').username;
    await page.goto('/user/login');
    // Five failures per account in 15 minutes (server/middleware/rate-limit.ts); the sixth is refused before the action.
    for (let i = 0; i < 6; i++) await signIn(page, nobody, `guess-${i}`);
    await expect(page.getByRole('alert')).toHaveText('Příliš mnoho pokusů. Zkuste to prosím za chvíli znovu.');
    await expect(field(page.getByRole('main'), 'Uživatelské jméno nebo e-mail')).toHaveValue(nobody);
  });

  test('an Admin goes to the admin area after signing in', async ({ page }) => {
    await page.goto('/user/login');
    await signIn(page, 'admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/');
    await expect((await openSiteMenu(page)).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    const menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Administrace', 'Můj účet', 'Můj program', 'Odhlásit se']);
  });
});

test.describe('Me page', () => {
  test('an Organizer sees the events of their exhibitors, drafts marked, with edit links', async ({ page }) => {
    await page.goto('/user/login?redirectTo=%2Fuser%2Fme');
    await signIn(page, 'organizer', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/me$/);
    const organised = page.getByRole('region', { name: 'Akce, které pořádám' }).getByRole('listitem');
    // count() does not wait: the list may still be rendering when the URL has changed.
    await expect(organised.first()).toBeVisible();
    await expect(organised.filter({ hasText: 'Koncept' }).first()).toBeVisible();
    await expect(organised.first().getByRole('link', { name: /^Upravit / })).toHaveAttribute('href', /^\/edit\/\d+$/);
    await expectNoSeriousA11yViolations(page);
  });
});

/** A confirmed member made through the API: register and confirm by the link. */
async function createMember() {
  const user = uniqueUser('member');
  // A client of its own: the admin's API context carries a session cookie, which makes writes cross-origin checked.
  const guest = await playwrightRequest.newContext({ baseURL: apiBaseURL });
  const registered = await guest.post('/api/auth/local/register', { data: { ...user, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(200);
  const { user: created } = (await registered.json()) as { user: { id: number } };
  await guest.dispose();
  const link = linkIn((await lastMailTo(user.email)).text);
  expect((await api.get(link.pathname + link.search, { maxRedirects: 0 })).status()).toBe(302);
  const confirmed = await api.get(`/api/users/${created.id}`, { headers: asAdmin() });
  expect(((await confirmed.json()) as { role: { id: number } }).role.id).toBe(4);
  return user;
}

test.describe('Me page: sign out everywhere (decision 090)', () => {
  test('ends the sessions of every device, this one included, in either language', async ({ page, browser }) => {
    // Two devices sign in: twice the journey of one.
    test.slow();
    const user = await createMember();
    // A second device, in English.
    const phoneContext = await browser.newContext();
    const phone = waitsForHydration(await phoneContext.newPage());
    await phone.goto('/en/user/login?redirectTo=%2Fen%2Fuser%2Fme');
    await signIn(phone, user.username, PASSWORD, { identifier: 'Username or e-mail', password: 'Password', submit: 'Log in' });
    await expect(phone).toHaveURL(/\/en\/user\/me$/);
    const devices = phone.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices).toContainText('A sign-in ends by itself once unused for 14 days.');
    await expect(devices.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();

    await page.goto('/user/login?redirectTo=%2Fuser%2Fme');
    await signIn(page, user.username, PASSWORD);
    await expect(page).toHaveURL(/\/user\/me$/);
    const here = page.getByRole('region', { name: 'Přihlášení na zařízeních' });
    await expect(here).toContainText('Přihlášení skončí samo, když ho 14 dní nepoužijete.');
    await expectNoSeriousA11yViolations(page);
    await here.getByRole('button', { name: 'Odhlásit se všude' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(toasts(page)).toContainText('Byli jste odhlášeni na všech zařízeních');
    expect((await page.context().cookies()).find((c) => c.name.endsWith('jwt_amphi'))).toBeUndefined();

    // The other device's session has ended too: its Me page sends it to the login page.
    await phone.goto('/en/user/me');
    await expect(phone).toHaveURL(/\/en\/user\/login\?redirectTo=/);
    await phoneContext.close();
  });
});

test.describe('Me page: sign-in details', () => {
  test('a new password needs the current one, and this browser stays signed in', async ({ page }) => {
    const user = await createMember();
    await page.goto('/user/login?redirectTo=%2Fuser%2Fme');
    await signIn(page, user.username, PASSWORD);
    await expect(page).toHaveURL(/\/user\/me$/);
    const account = page.getByRole('region', { name: 'Přihlašovací údaje' });
    await field(account, 'Nové heslo').fill('uplne-nove-heslo');
    await field(account, 'Nové heslo znovu').fill('uplne-nove-heslo');
    await account.getByRole('button', { name: 'Uložit' }).click();
    await expect(account.getByText('Pro změnu e-mailu nebo hesla zadejte současné heslo.')).toBeVisible();
    await field(account, 'Současné heslo').fill('spatne-heslo');
    await account.getByRole('button', { name: 'Uložit' }).click();
    await expect(account.getByText('Současné heslo není správné.')).toBeVisible();

    await field(account, 'Současné heslo').fill(PASSWORD);
    await account.getByRole('button', { name: 'Uložit' }).click();
    await expect(toasts(page)).toContainText('Záznamy byly uloženy');
    await expect(field(account, 'Nové heslo')).toHaveValue('');
    await page.reload();
    await expect(page).toHaveURL(/\/user\/me$/);

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    // Signed out before the login page is asked for, or it would send a signed-in user home.
    await expect(toasts(page)).toContainText('Odhlášení proběhlo úspěšně');
    await page.goto('/user/login');
    await signIn(page, user.username, 'uplne-nove-heslo');
    await expect(toasts(page)).toContainText('Přihlášení proběhlo úspěšně');
  });
});

test.describe('Me page: a new e-mail', () => {
  test('waits for the link sent to it; the link confirms it and comes back to the Me page', async ({ page }) => {
    const user = await createMember();
    const next = `new.${user.email}`;
    await page.goto('/user/login?redirectTo=%2Fuser%2Fme');
    await signIn(page, user.username, PASSWORD);
    await expect(page).toHaveURL(/\/user\/me$/);
    const account = page.getByRole('region', { name: 'Přihlašovací údaje' });
    await field(account, 'E-mail').fill(next);
    await field(account, 'Současné heslo').fill(PASSWORD);
    await account.getByRole('button', { name: 'Uložit' }).click();
    await expect(toasts(page)).toContainText('Na novou adresu jsme poslali odkaz');
    await expect(account.getByRole('status')).toContainText(`Nová adresa ${next} čeká na potvrzení`);
    await expect(field(account, 'E-mail')).toHaveValue(user.email);
    await expectNoSeriousA11yViolations(page);

    const mail = await lastMailTo(next);
    expect(mail.subject).toContain('Potvrďte novou e-mailovou adresu');
    const link = linkIn(mail.text);
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/user\/me$/);
    await expect(toasts(page)).toContainText('Nová e-mailová adresa je potvrzena');
    await expect(field(page.getByRole('region', { name: 'Přihlašovací údaje' }), 'E-mail')).toHaveValue(next);
    await expect(page.getByText('čeká na potvrzení')).toHaveCount(0);
    expect((await lastMailTo(user.email)).subject).toContain('E-mail vašeho účtu byl změněn');

    // The link works once.
    await page.goto(link.pathname + link.search);
    await expect(toasts(page)).toContainText('Tento odkaz už byl použit.');
  });
});

test.describe('guards', () => {
  test('the Me page sends guests to the login page and back after signing in', async ({ page }) => {
    await page.goto('/en/user/me');
    await expect(page).toHaveURL(/\/en\/user\/login\?redirectTo=%2Fen%2Fuser%2Fme$/);
    await signIn(page, 'member', DEMO_PASSWORD, { identifier: 'Username or e-mail', password: 'Password', submit: 'Log in' });
    await expect(page).toHaveURL(/\/en\/user\/me$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    // The demo member has signed up for three seminars and organises nothing.
    const joined = page.getByRole('region', { name: 'My events' }).getByRole('listitem');
    await expect(joined).toHaveCount(3);
    await expect(joined.first().getByRole('link')).toHaveAttribute('href', /^\/en\/professional-seminars\/\d+\/[\w-]+$/);
    await expect(page.getByRole('region', { name: 'Events I organise' })).toContainText('You are not organising any events.');
    const siteMenu = await openSiteMenu(page);
    await expect(siteMenu.getByRole('link', { name: 'My programme' })).toBeVisible();
    await expect(siteMenu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('a Registred user opens My account from the menu; a members-only page says why on the page (decision 070)', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await signIn(page, 'newbie', DEMO_PASSWORD);
    await expect(page).toHaveURL(/:\d+\/$/);
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Můj účet' }).click();
    await expect(page).toHaveURL(/\/user\/me$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Můj účet');
    await expect(page.getByRole('region', { name: 'Kontaktní údaje' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/user/speaker/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
    await expect(page.getByText('This page is for members. Your account is registered but not a member yet.')).toBeVisible();
  });

  test('guest-only pages send a signed-in user home', async ({ page }) => {
    await page.goto('/user/login');
    await signIn(page, 'newbie', DEMO_PASSWORD);
    await expect(page).toHaveURL(/:\d+\/$/);
    for (const path of ['/user/login', '/user/register', '/en/user/forgot-password', '/user/reset-password?code=x']) {
      await page.goto(path);
      await expect(page).toHaveURL(path.startsWith('/en') ? /\/en\/$/ : /:\d+\/$/);
    }
  });
});

test.describe('password reset', () => {
  test('forgot password, then a new password from the e-mailed link signs in; the link works once', async ({ page }) => {
    const user = uniqueUser('reset');
    await register(page, '/user/register', user, {
      username: 'Uživatelské jméno',
      password: 'Heslo',
      submit: 'Zaregistrovat se',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zkontrolujte svůj e-mail');

    await page.goto('/user/forgot-password');
    await expectNoSeriousA11yViolations(page);
    await field(page.getByRole('main'), 'E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Poslat odkaz' }).click();
    await expect(page.getByText('Pokud u nás existuje účet s tímto e-mailem')).toBeVisible();

    const link = linkIn((await lastMailTo(user.email)).text);
    expect(link.pathname).toBe('/user/reset-password');
    await page.goto(link.pathname + link.search);
    await expectNoSeriousA11yViolations(page);
    await field(page.locator('main form'), 'Nové heslo').fill('nove-heslo-123');
    await field(page.locator('main form'), 'Nové heslo znovu').fill('jine-heslo-123');
    await page.getByRole('button', { name: 'Nastavit heslo' }).click();
    await expect(page.getByText('Hesla se neshodují.')).toBeVisible();
    await field(page.locator('main form'), 'Nové heslo znovu').fill('nove-heslo-123');
    await page.getByRole('button', { name: 'Nastavit heslo' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(toasts(page)).toContainText('Heslo bylo změněno');

    // Signed in now; a used link is refused with the way to a new one.
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    await expect(toasts(page)).toContainText('Odhlášení proběhlo úspěšně');
    await page.goto(link.pathname + link.search);
    await field(page.locator('main form'), 'Nové heslo').fill('jeste-jine-heslo');
    await field(page.locator('main form'), 'Nové heslo znovu').fill('jeste-jine-heslo');
    await page.getByRole('button', { name: 'Nastavit heslo' }).click();
    await expect(page.getByText('Tento odkaz už byl použit.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Požádat o nový odkaz' })).toHaveAttribute('href', '/user/forgot-password');
  });
});

test.describe('user menu', () => {
  test('keyboard: Enter opens on the first entry, arrows move, Escape closes back on the button', async ({ page }) => {
    await page.goto('/en/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText(['Log in', 'Register', 'Restore password']);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(2)).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/user\/forgot-password$/);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('a click outside closes it', async ({ page }) => {
    await page.goto('/');
    await openUserMenu(page);
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('menu')).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'sign in, the toast is in the page, the menu button leads to the account page, sign out',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/user/login');
      await page.getByRole('button', { name: 'Přihlásit se' }).last().click();
      await expect(page.getByText('Vyplňte toto pole.')).toHaveCount(2);

      await signIn(page, 'member', DEMO_PASSWORD);
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.locator('.toast')).toContainText('Přihlášení proběhlo úspěšně');
      await page.reload();
      await expect(page.locator('.toast')).toHaveCount(0);

      await page
        .getByRole('banner')
        .getByRole('button')
        .filter({ has: page.locator('.user-avatar') })
        .click();
      await expect(page).toHaveURL(/\/user\?$/);
      await page.getByRole('link', { name: 'Můj účet' }).click();
      const contact = page.getByRole('region', { name: 'Kontaktní údaje' });
      await field(contact, 'Telefon').fill('12');
      await contact.getByRole('button', { name: 'Uložit' }).click();
      await expect(
        page.getByRole('region', { name: 'Kontaktní údaje' }).getByText('Zadejte platné telefonní číslo.'),
      ).toBeVisible();
      await expect(field(page.getByRole('region', { name: 'Kontaktní údaje' }), 'Telefon')).toHaveValue('12');

      await page.goto('/user');
      await page.getByRole('button', { name: 'Odhlásit se' }).click();
      await expect(page.locator('.toast')).toContainText('Odhlášení proběhlo úspěšně');
    },
  );
});
