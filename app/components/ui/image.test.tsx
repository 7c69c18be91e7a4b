import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { SiteImage } from '../../../core/site/site-image';
import { Image, sizesAtHeight } from './image';

const image: SiteImage = {
  url: '/uploads/small_h.webp',
  width: 500,
  height: 281,
  alt: 'Stage',
  srcset: '/uploads/thumbnail_h.webp 245w, /uploads/small_h.webp 500w, /uploads/medium_h.webp 750w',
};

/** Renders a whole document, as the server does, so that preloads land in the head. */
function page(element: React.ReactElement): { head: string; body: string } {
  const html = renderToString(
    <html>
      <head />
      <body>{element}</body>
    </html>,
  );
  const [head = '', body = ''] = html.split('</head>');
  return { head, body };
}

describe('Image', () => {
  it('gives srcset, sizes and the intrinsic size; below the fold it is lazy and nothing is preloaded', () => {
    const { head, body } = page(<Image image={image} sizes="7.5rem" loading="lazy" />);
    expect(body).toContain(`srcSet="${image.srcset}"`);
    expect(body).toContain('sizes="7.5rem"');
    expect(body).toContain('src="/uploads/small_h.webp"');
    expect(body).toContain('width="500"');
    expect(body).toContain('height="281"');
    expect(body).toContain('loading="lazy"');
    expect(body).toContain('decoding="async"');
    expect(body).not.toContain('fetchPriority');
    expect(head).not.toContain('preload');
  });

  it("preloads the page's largest image from the head with fetchpriority high", () => {
    const { head, body } = page(<Image image={image} sizes="(min-width: 30rem) 28rem, 100vw" loading="priority" />);
    expect(body).toContain('fetchPriority="high"');
    expect(body).not.toContain('loading=');
    const preloads = head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imageSrcSet="${image.srcset}"`);
    expect(preloads[0]).toContain('imageSizes="(min-width: 30rem) 28rem, 100vw"');
    expect(preloads[0]).toContain('fetchPriority="high"');
  });

  it('fetches nothing where its media query does not match: the files sit in a <source>, the preload carries the query', () => {
    const { head, body } = page(<Image image={image} sizes="29rem" loading="priority" media="(min-width: 56rem)" />);
    expect(body).toMatch(
      /<picture><source media="\(min-width: 56rem\)" srcSet="[^"]+" sizes="29rem"\/><img src="data:image\/gif/,
    );
    expect(head).toContain('media="(min-width: 56rem)"');
  });

  it('leaves out srcset and sizes when there is one file only', () => {
    const { body } = page(<Image image={{ ...image, srcset: '' }} sizes="6rem" loading="eager" />);
    expect(body).not.toContain('srcSet');
    expect(body).not.toContain('sizes=');
  });
});

describe('sizesAtHeight', () => {
  it('is the CSS height times the aspect ratio, capped by the box', () => {
    expect(sizesAtHeight({ ...image, width: 640, height: 300 }, 4.5)).toBe('9.6rem');
    expect(sizesAtHeight({ ...image, width: 640, height: 300 }, 5.5, 9.5)).toBe('9.5rem');
    expect(sizesAtHeight({ ...image, width: null, height: null }, 2.25)).toBe('2.25rem');
  });
});
