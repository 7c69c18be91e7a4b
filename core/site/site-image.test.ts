import { describe, expect, it } from 'vitest';
import type { MediaFormat } from '../../db/schema';
import { buildSrcSet, toSiteImage } from './site-image';

const format = (name: string, width: number, height: number, webp = true): MediaFormat => ({
  url: `/uploads/${name}_h.jpg`,
  mime: 'image/jpeg',
  size: 10,
  width,
  height,
  ...(webp ? { webp: { url: `/uploads/${name}_h.webp`, mime: 'image/webp', size: 5 } } : {}),
});

const photo = {
  url: '/uploads/h.jpg',
  width: 1600,
  height: 900,
  mime: 'image/jpeg',
  alternativeText: 'Stage',
  name: 'stage.jpg',
  formats: {
    thumbnail: format('thumbnail', 245, 138),
    small: format('small', 500, 281),
    medium: format('medium', 750, 422),
    large: format('large', 1000, 563),
  },
};

describe('buildSrcSet', () => {
  it("offers every format's WebP twin at its real width, narrowest first, and not a large original", () => {
    expect(buildSrcSet(photo)).toBe(
      '/uploads/thumbnail_h.webp 245w, /uploads/small_h.webp 500w, /uploads/medium_h.webp 750w, /uploads/large_h.webp 1000w',
    );
  });

  it('adds a raster original narrower than the widest format box, so a small portrait stays sharp', () => {
    const portrait = { ...photo, width: 480, height: 480, formats: { thumbnail: format('thumbnail', 156, 156) } };
    expect(buildSrcSet(portrait)).toBe('/uploads/thumbnail_h.webp 156w, /uploads/h.jpg 480w');
  });

  it('leaves out an original barely wider than the widest format', () => {
    const logo = { ...photo, width: 640, mime: 'image/png' };
    const formats = { thumbnail: format('thumbnail', 245, 115), small: format('small', 500, 234) };
    expect(buildSrcSet({ ...logo, formats })).toBe('/uploads/thumbnail_h.webp 245w, /uploads/small_h.webp 500w');
  });

  it('never offers an SVG or GIF original; a format without a twin is offered as it is', () => {
    const formats = { thumbnail: format('thumbnail', 245, 72, false), small: format('small', 500, 146, false) };
    expect(buildSrcSet({ ...photo, width: 820, mime: 'image/svg+xml', formats })).toBe(
      '/uploads/thumbnail_h.jpg 245w, /uploads/small_h.jpg 500w',
    );
    expect(buildSrcSet({ ...photo, width: 600, mime: 'image/gif', formats })).toBe(
      '/uploads/thumbnail_h.jpg 245w, /uploads/small_h.jpg 500w',
    );
  });

  it('is empty when there is one file to offer', () => {
    expect(buildSrcSet({ ...photo, width: 200, formats: {} })).toBe('');
    expect(
      buildSrcSet({ ...photo, width: 300, mime: 'image/svg+xml', formats: { thumbnail: format('thumbnail', 245, 82) } }),
    ).toBe('');
  });
});

describe('toSiteImage', () => {
  it('keeps the small format as the fallback with its size, and the whole srcset', () => {
    expect(toSiteImage(photo)).toEqual({
      url: '/uploads/small_h.webp',
      width: 500,
      height: 281,
      alt: 'Stage',
      srcset: buildSrcSet(photo),
    });
  });

  it('falls back to the original when no format was made', () => {
    expect(toSiteImage({ ...photo, width: 200, height: 100, formats: {} })).toEqual({
      url: '/uploads/h.jpg',
      width: 200,
      height: 100,
      alt: 'Stage',
      srcset: '',
    });
  });
});
