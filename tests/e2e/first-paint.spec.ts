import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolvePublicPages } from '../../bench/public-pages';
import type { ChunkModulesFile } from '../../scripts/chunk-modules';

// What a public page asks for before its first paint (decision 049): its stylesheets first (the
// `Link` header), and the framework with the site shell as one script, not two dozen.
// No browser: the answers and the build's listing are enough.

/** The stylesheets the page's HTML links, in order. */
function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])![1]!);
}

/** The stylesheets a `Link` header preloads, in order. */
function preloadedStylesheets(header: string | null): string[] {
  return [...(header ?? '').matchAll(/<([^>]+)>; rel=preload; as=style/g)].map((m) => m[1]!);
}

test.describe('before the first paint', () => {
  test('every public page, and the not-found page, preloads exactly the stylesheets it links, in the Link header', async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const pages = [
      ...(await resolvePublicPages(baseURL!)).map((p) => ({ path: p.path, status: 200 })),
      { path: '/neni-tu-nic', status: 404 },
    ];
    const found: string[] = [];
    for (const page of pages) {
      const res = await fetch(baseURL + page.path);
      expect(res.status, page.path).toBe(page.status);
      const linked = linkedStylesheets(await res.text());
      expect(linked.length, `${page.path} links no stylesheet`).toBeGreaterThan(0);
      const preloaded = preloadedStylesheets(res.headers.get('Link'));
      if (preloaded.join(' ') !== linked.join(' '))
        found.push(`${page.path}: links ${linked.join(', ')} but its Link header preloads ${preloaded.join(', ') || 'nothing'}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  test('React, React DOM, React Router, the root route and the site layout are one script', () => {
    const chunks = JSON.parse(readFileSync('build/client-chunks.json', 'utf8')) as ChunkModulesFile;
    const holding = (module: RegExp) =>
      Object.entries(chunks)
        .filter(([, chunk]) => Object.keys(chunk.modules).some((m) => module.test(m)))
        .map(([file]) => file);
    const shell = holding(/^node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/);
    expect(shell).toHaveLength(1);
    for (const module of [
      /^node_modules\/react\/cjs\/react\.production\.js$/,
      // All of React Router but the links, forms and fetchers, which the shell leaves out (decision 199).
      /^node_modules\/react-router\/(?!dist\/[^/]+\/lib\/dom\/(lib|dom)\.js$)/,
      /^app\/entry\.client\.tsx$/,
      /^app\/root\.tsx$/,
      /^app\/routes\/site\/layout\.tsx$/,
      /^app\/components\/site-shell\.tsx$/,
    ]) {
      expect(holding(module), String(module)).toEqual(shell);
    }
    expect(holding(/^node_modules\/react-router\/dist\/[^/]+\/lib\/dom\/lib\.js$/)).not.toContain(shell[0]);
  });
});

test('on a phone, a long programme list lays out only the items near the screen, and all of them once scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/odborne-seminare');
  const items = page.locator('.programme-item');
  expect(await items.count()).toBeGreaterThan(10);
  const laidOut = (index: number) =>
    (index < 0 ? items.last() : items.nth(index)).evaluate((el) =>
      el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
    );
  expect(await laidOut(0)).toBe(true);
  expect(await laidOut(-1)).toBe(false);
  await items.last().scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(-1)).toBe(true);
});

test("the live banner's pulsing dot animates only transform and opacity, which need no repaint of the page", async ({ page }) => {
  await page.goto('/en/livestreams');
  // The dot as the live banner renders it while a hall streams (the demo's clock decides when).
  const animated = await page.evaluate(() => {
    const dot = document.createElement('span');
    dot.className = 'live-dot';
    document.body.append(dot);
    return document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations === Infinity)
      .flatMap((a) => (a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k)))
      .filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p));
  });
  expect(animated.length).toBeGreaterThan(0);
  expect([...new Set(animated)].sort()).toEqual(['opacity', 'transform']);
});

test.describe('scripts after the first paint (decision 051)', () => {
  for (const path of ['/', '/en/professional-seminars']) {
    test(`${path}: no script is asked for before the first contentful paint, and then the page runs`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter));
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => e.startTime),
      }));
      expect(timing.paint).not.toBeNull();
      expect(timing.scripts.length).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
      // Running: a client navigation keeps the document.
      await page.evaluate(() => document.documentElement.setAttribute('data-test-mark', '1'));
      await page.locator('header a[href="/"], header a[href="/en/"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.locator('html').getAttribute('data-test-mark')).toBe('1');
    });
  }
});
