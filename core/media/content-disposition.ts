/**
 * `Content-Disposition` for a served document (RFC 6266): the display name as an ASCII
 * `filename` for old clients (accents dropped, anything else outside printable ASCII and the
 * characters that quoting or percent-decoding could misread replaced by `_`) and the full name
 * as `filename*=UTF-8''…` (RFC 8187). The name always ends in `ext`, so a PDF saved from the
 * browser opens as one even when it was uploaded as `poster.png`.
 */
export function contentDisposition(name: string, ext: string, type: 'inline' | 'attachment' = 'inline'): string {
  let clean = name
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .replace(/[/\\]/g, '_')
    .trim();
  if (!clean.toLowerCase().endsWith(ext)) clean = `${clean || 'document'}${ext}`;
  const ascii = clean
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["%\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
