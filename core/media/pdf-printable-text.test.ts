import { describe, expect, it } from 'vitest';
import { invoiceFonts } from '../tickets/invoice-pdf';
import { printableText } from './pdf-printable-text';

describe('text as the documents’ font prints it', () => {
  const { regular, bold } = invoiceFonts();

  it('leaves Czech, German, Polish, Greek and Cyrillic letters, punctuation and currency as they are', () => {
    const text = 'Příliš žluťoučký kůň, Größe, Łódź, Ωμέγα, Ёжик – „5 000 Kč“ · €';
    expect(printableText(text, regular)).toBe(text);
    expect(printableText(text, bold)).toBe(text);
  });

  it('leaves out emoji (with their joiners, variation selectors and skin tones) and closes up the spaces', () => {
    expect(printableText('Raketa 🚀 s.r.o.', regular)).toBe('Raketa s.r.o.');
    expect(printableText('🚀 Start-up Lab', bold)).toBe('Start-up Lab');
    // The heart is a dingbat DejaVu has: it prints, in black, without its emoji selector.
    expect(printableText('Tým 👩‍💻👍🏽 ❤️ a.s.', regular)).toBe('Tým ❤ a.s.');
    expect(printableText('Firma🚀Plus', regular)).toBe('FirmaPlus');
  });

  it('keeps line breaks of a multi-line address', () => {
    expect(printableText('Dlouhá 5 🏠\n110 00 Praha', regular)).toBe('Dlouhá 5\n110 00 Praha');
  });
});
