import type * as fontkit from 'fontkit';

/** The zero-width joiner and the variation selectors: they only shape emoji, which a PDF font does not. */
const shapesEmoji = (codePoint: number) => codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);

/**
 * Text as a PDF font can print it: characters the font has no glyph for (an emoji in a company
 * or event name, a rare script) are left out rather than printed as empty boxes, and the spaces
 * around what was left out close up (decision 108). Only the printed text changes; the stored
 * name, and the document's data, stay as they were. DejaVu Sans, the documents' font, has every
 * letter of the Latin, Greek and Cyrillic alphabets, so a name loses only pictures.
 */
export function printableText(text: string, font: fontkit.Font): string {
  let out = '';
  let dropped = false;
  for (const ch of text) {
    const codePoint = ch.codePointAt(0)!;
    // ASCII (line breaks included) is printable by every font the documents use.
    if (codePoint < 0x80 || (!shapesEmoji(codePoint) && font.hasGlyphForCodePoint(codePoint))) out += ch;
    else dropped = true;
  }
  if (!dropped) return text;
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').trim())
    .join('\n');
}
