import { expect, test } from './fixtures';

// Every page React renders has a Content-Security-Policy with a nonce per answer (decision 057).
// The fixture fails a test on any console error, which includes every refusal of the policy, so
// the whole suite checks that the pages' own scripts, styles and frames are allowed; this file
// checks that the policy is there and refuses what it should.

test.describe('Content-Security-Policy', () => {
  test.use({ allowedConsoleError: /Content Security Policy/ });

  test('a page runs its own scripts, every inline script carries the nonce, and an injected script is refused', async ({
    page,
  }) => {
    const response = await page.goto('/en');
    const policy = response!.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    // The page hydrated (the fixture waits for React Router), under the policy.
    await expect(page.getByRole('link', { name: 'My programme' }).first()).toBeVisible();
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].map((s) => ({
        type: s.getAttribute('type'),
        nonce: (s as HTMLScriptElement).nonce,
      })),
    );
    for (const script of inline.filter((s) => s.type !== 'application/ld+json')) expect(script.nonce).toBe(nonce);

    const ran = await page.evaluate(async () => {
      const refused = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return { directive: await refused, injected: (window as { __injected?: boolean }).__injected ?? false };
    });
    expect(ran).toEqual({ directive: 'script-src-elem', injected: false });
  });

  test('each rendered answer has its own nonce', async ({ request }) => {
    const nonces = new Set<string>();
    for (const q of ['energy', 'hydrogen']) {
      const res = await request.get(`/en/search?q=${q}`);
      nonces.add(/'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? '');
    }
    expect(nonces.size).toBe(2);
  });
});
