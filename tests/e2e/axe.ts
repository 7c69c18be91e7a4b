import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's own build (the one @axe-core/playwright ships), read once per test worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the violations come back in full: the passes' node lists are large and unused.
  resultTypes: ['violations'],
  // The pages' frames are third-party players and maps that never load offline; the iframe
  // elements themselves (their titles) are still checked in the page.
  iframes: false,
};

/**
 * Fails on accessibility violations of serious or critical impact (WCAG 2.1 A and AA rules).
 *
 * axe runs in the page itself, injected once per document through the DevTools protocol (which
 * the pages' CSP does not govern). `AxeBuilder.analyze()` of @axe-core/playwright opened a new
 * page for every check to assemble its results, which made each check take 3 times as long (7-17 s
 * against 2.5-4.7 s on a busy machine, with the same violations and passes): with 175 checks, the
 * largest part of the browser tests' time.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: RunOptions) => Promise<AxeResults> } }).axe;
    // A fade (a toast's, 0.3 s after 2.7 s) that runs while axe reads the colours makes faint
    // text of a half-transparent element: let the fades under way end, and hold the others
    // (a toast's fade-out still waiting) where they are until axe is done.
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    const active = finite.filter((a) => a.effect?.getComputedTiming().progress != null);
    await Promise.race([Promise.all(active.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 1000))]);
    const held = finite.filter((a) => a.playState === 'running');
    for (const a of held) a.pause();
    try {
      return (await axe.run(document, options)).violations;
    } finally {
      for (const a of held) a.play();
    }
  }, OPTIONS);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n\n');
  expect(serious.length, report).toBe(0);
}
