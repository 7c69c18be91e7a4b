import { describe, expect, it } from 'vitest';
import { embedInput, embedUpdateInput, isEmbedCode } from './embed-input';

describe('isEmbedCode', () => {
  it("takes the platforms' codes: YouTube, Vimeo with its hash, Zoom with a passcode, sli.do, Rocket.chat rooms", () => {
    for (const code of [
      'dQw4w9WgXcQ',
      'Hk2mQ7vTz0A',
      '588201144',
      '588201144/a1b2c3',
      '83124567890?pwd=Xy12&uname=x',
      'innoweek2021',
      'channel/pitch-night_2021.live',
    ])
      expect(isEmbedCode(code), code).toBe(true);
  });

  it('refuses addresses, schemes, markup, spaces, paths that climb and codes over 200 characters', () => {
    for (const code of [
      '',
      'a b',
      '<b>',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://youtu.be/x',
      '//evil.example',
      '/x',
      '.x',
      'a/../b',
      'a//b',
      '"x',
      "x'",
      'a'.repeat(201),
    ])
      expect(isEmbedCode(code), code).toBe(false);
    expect(isEmbedCode('a'.repeat(200))).toBe(true);
  });
});

describe('embed input', () => {
  it('a new embed is type 2 unless told; a change keeps the type it does not name', () => {
    expect(embedInput.parse({ name: 'x', url: 'y' }).type).toBe(2);
    expect(embedUpdateInput.parse({ name: 'x' })).toEqual({ name: 'x' });
  });
});
