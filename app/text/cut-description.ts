/** The fair list's teaser rule (public-site.md 2.5, 9): over 210 characters, cut to 200 plus an ellipsis. */
export const DESCRIPTION_MAX = 200;
export const DESCRIPTION_THRESHOLD = 210;

const ELLIPSIS = '…';

/**
 * Shortens plain text for a teaser. Text up to `threshold` characters stays whole (cutting ten
 * characters would save nothing); longer text is cut to at most `max` characters, backing off
 * to the last space so no word is split, then gets an ellipsis. Characters are code points,
 * so an emoji is never halved. Strip HTML first (plainText): counting tags would be wrong.
 */
export function cutDescription(text: string, { max = DESCRIPTION_MAX, threshold = DESCRIPTION_THRESHOLD } = {}): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= threshold) return clean;
  let cut = chars.slice(0, max).join('');
  // A cut exactly before a space ends a word already; otherwise drop the partial word.
  if (chars[max] !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    // One word longer than max: nothing to back off to, so cut inside it.
    if (lastSpace > 0) cut = cut.slice(0, lastSpace);
  }
  // "word, …" and "end.…" read badly: the ellipsis replaces punctuation at the cut.
  return cut.replace(/[\s,;:.!?–—-]+$/u, '') + ELLIPSIS;
}
