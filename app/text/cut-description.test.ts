import { describe, expect, it } from 'vitest';
import { cutDescription } from './cut-description';
import { plainText } from './plain-text';

const words = (n: number, word = 'abcd') => Array.from({ length: n }, () => word).join(' ');

describe('cutDescription', () => {
  it('keeps text of up to 210 characters whole', () => {
    const text = 'x'.repeat(210);
    expect(cutDescription(text)).toBe(text);
    const short = 'Krátký popis.';
    expect(cutDescription(short)).toBe(short);
  });

  it('cuts text over 210 characters to at most 200 plus an ellipsis, at a word boundary', () => {
    // 43 words of 4 letters and 42 spaces: 214 characters.
    const text = words(43);
    const cut = cutDescription(text);
    expect(cut.endsWith('…')).toBe(true);
    const body = cut.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(200);
    // 40 words take 199 characters; the 41st would end at 204.
    expect(body).toBe(words(40));
    expect(text.startsWith(body)).toBe(true);
  });

  it('never cuts inside a word', () => {
    // "a " * 99 is 198 characters, then a long word spanning the 200 mark.
    const text = `${'a '.repeat(99)}Přehlídkovitost ${words(5)}`;
    const body = cutDescription(text).slice(0, -1);
    expect(body).toBe('a '.repeat(99).trim());
  });

  it('keeps a word that ends exactly at 200 characters', () => {
    const text = `${'x'.repeat(195)} abcd ${'y'.repeat(20)}`;
    expect(Array.from(text).length).toBeGreaterThan(210);
    expect(cutDescription(text)).toBe(`${'x'.repeat(195)} abcd…`);
  });

  it('cuts inside a single word longer than 200 characters', () => {
    expect(cutDescription('z'.repeat(300))).toBe(`${'z'.repeat(200)}…`);
  });

  it('drops punctuation and spaces before the ellipsis', () => {
    const text = `${'a '.repeat(97)}abc, ${words(10)}`;
    expect(cutDescription(text)).toBe(`${'a '.repeat(97)}abc…`);
    const sentence = `${'a '.repeat(96)}konec. ${words(10)}`;
    expect(cutDescription(sentence)).toBe(`${'a '.repeat(96)}konec…`);
  });

  it('counts code points, not UTF-16 units', () => {
    const text = `${'😀'.repeat(200)} ${'b'.repeat(30)}`;
    expect(cutDescription(text)).toBe(`${'😀'.repeat(200)}…`);
  });

  it('collapses whitespace before counting', () => {
    const spaced = `a${' '.repeat(300)}b`;
    expect(cutDescription(spaced)).toBe('a b');
  });
});

describe('plainText', () => {
  it('strips tags, decodes entities and separates paragraphs', () => {
    expect(
      plainText('<p><strong>H2&nbsp;Moravia</strong> &amp; partneři</p><p>Druhý <a href="https://x.example">odstavec</a></p>'),
    ).toBe('H2 Moravia & partneři Druhý odstavec');
  });

  it('keeps headings and list items as they are written', () => {
    expect(plainText('<h2>Témata</h2><ul><li>AI</li><li>vodík</li></ul>')).toBe('Témata AI vodík');
  });

  it('gives an empty string for no description', () => {
    expect(plainText(null)).toBe('');
    expect(plainText('')).toBe('');
  });

  it('lets a long HTML description be cut on its visible text', () => {
    const html = `<p>${words(30, '<b>slovo</b>')}</p><p>${words(30, 'slovo')}</p>`;
    const cut = cutDescription(plainText(html));
    expect(cut).not.toContain('<');
    expect(cut.endsWith('slovo…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(201);
  });
});
