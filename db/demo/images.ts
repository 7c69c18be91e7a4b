import type { Tx } from '../client';
import type { FileStorage } from '../../core/media/file-storage';
import { storeImage, type StoredFile } from '../../core/media/store-image';
import { loadSharp } from '../../core/media/load-sharp';

/**
 * Demo pictures drawn from SVG on this machine (nothing is downloaded): logos, portraits with
 * initials, event banners and the site background. Text falls back across common fonts; on a
 * machine without any font the shapes still draw.
 */

const FONT = `'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`;

export const PALETTE = [
  '#1f5fa8',
  '#c2410c',
  '#0f766e',
  '#7c3aed',
  '#be123c',
  '#0369a1',
  '#4d7c0f',
  '#a16207',
  '#334155',
  '#db2777',
];
export const colourAt = (i: number) => PALETTE[((i % PALETTE.length) + PALETTE.length) % PALETTE.length]!;

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const TITLES = /^(prof|doc|ing|mgr|mudr|rndr|phdr|judr|bc|dr|ph\.d|csc|mba|drsc|phd|arch)\.?,?$/i;

/** "doc. Ing. Jana Procházková, Ph.D." -> "JP". */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/,$/, ''))
    .filter((w) => w && !TITLES.test(w));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Splits a title into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1]!.replace(/[\s,.:;–-]+$/, '')}…`;
  }
  return out;
}

export function logoSvg(short: string, colour: string, shape: number): string {
  const marks = [
    `<circle cx="150" cy="150" r="90" fill="${colour}"/><circle cx="150" cy="150" r="45" fill="#fff"/>`,
    `<polygon points="150,55 232,102 232,198 150,245 68,198 68,102" fill="${colour}"/>`,
    `<rect x="65" y="65" width="170" height="170" rx="36" fill="${colour}"/><rect x="110" y="110" width="80" height="80" rx="16" fill="#fff" opacity=".85"/>`,
    `<polygon points="150,55 245,235 55,235" fill="${colour}"/><circle cx="150" cy="180" r="30" fill="#fff"/>`,
  ];
  // Bold sans glyphs are about 0.7em wide; keep the name inside the 350 px right of the mark.
  const size = Math.min(72, Math.floor(350 / (short.length * 0.7)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="300" viewBox="0 0 640 300">
  <rect width="640" height="300" fill="#ffffff"/>
  ${marks[shape % marks.length]}
  <text x="270" y="${150 + size * 0.35}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${colour}">${escapeXml(short)}</text>
</svg>`;
}

export function portraitSvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1b2b"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="240" cy="190" r="92" fill="#fff" opacity=".18"/>
  <ellipse cx="240" cy="470" rx="170" ry="150" fill="#fff" opacity=".18"/>
  <text x="240" y="222" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="92" fill="#fff">${escapeXml(initials(name))}</text>
</svg>`;
}

export function bannerSvg(title: string, colour: string, variant: number): string {
  const lines = wrap(title, 30, 3);
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const cx = 880 + ((variant * 97 + i * 131) % 300);
      const cy = 80 + ((variant * 53 + i * 173) % 520);
      const r = 60 + ((variant * 29 + i * 47) % 140);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${0.06 + i * 0.03}"/>`;
    })
    .join('');
  const text = lines
    .map(
      (l, i) =>
        `<text x="80" y="${300 + i * 70 - (lines.length - 1) * 35}" font-family="${FONT}" font-weight="bold" font-size="56" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1b2b"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>${circles}
  <rect x="80" y="560" width="120" height="10" fill="#fff"/>
  <text x="80" y="620" font-family="${FONT}" font-size="30" fill="#fff" opacity=".85">Týden inovací ČR 2021</text>
  ${text}
</svg>`;
}

export function backgroundSvg(): string {
  const dots = Array.from({ length: 14 }, (_, i) => {
    const cx = (i * 389) % 1920;
    const cy = (i * 233) % 1080;
    return `<circle cx="${cx}" cy="${cy}" r="${80 + ((i * 61) % 220)}" fill="#fff" opacity=".05"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d91"/><stop offset=".6" stop-color="#1f5fa8"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>
  <rect width="1920" height="1080" fill="url(#g)"/>${dots}
</svg>`;
}

/** The site's logo, naming an edition's year. */
export function siteLogoSvg(year = 2021): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="820" height="240" viewBox="0 0 820 240">
  <polygon points="120,30 205,79 205,161 120,210 35,161 35,79" fill="#c2410c"/>
  <polygon points="120,70 170,99 170,141 120,170 70,141 70,99" fill="#fff"/>
  <text x="240" y="112" font-family="${FONT}" font-weight="bold" font-size="56" fill="#0b3d91">TÝDEN INOVACÍ</text>
  <text x="240" y="180" font-family="${FONT}" font-size="48" fill="#c2410c">ČR ${year}</text>
</svg>`;
}

export type DemoImages = {
  /** Rasterises an SVG drawing and stores it like an upload; `as` picks the stored format. */
  store: (svg: string, opts: { name: string; alt: string; as: 'png' | 'jpeg' | 'svg' }) => Promise<StoredFile>;
  /** Every file stored so far, so that a failed seed can remove them from disk. */
  stored: StoredFile[];
};

export function demoImages(tx: Tx, storage: FileStorage): DemoImages {
  const stored: StoredFile[] = [];
  // One drawing at a time, in call order: file ids come out the same on every run, and only one
  // picture's pixels are in memory at once (all of them rasterising together added ~80 MB to
  // the server's peak at its first start, decision 048).
  let queue: Promise<unknown> = Promise.resolve();
  return {
    stored,
    store(svg, { name, alt, as }) {
      const result = queue.then(async () => {
        const source = Buffer.from(svg);
        const sharp = as === 'svg' ? undefined : await loadSharp();
        const buffer = !sharp
          ? source
          : as === 'png'
            ? await sharp(source).png().toBuffer()
            : await sharp(source).jpeg({ quality: 82 }).toBuffer();
        const file = await storeImage(tx, { storage, buffer, name, alternativeText: alt, allowSvg: true });
        stored.push(file);
        return file;
      });
      queue = result.catch(() => {});
      return result;
    },
  };
}
