/**
 * Whether a link target may go into rich text: web and mail addresses only, never
 * `javascript:` or `data:`. The server sanitizes the HTML again on save (decision 015); this
 * keeps the editor from producing what would be stripped there.
 */
export function isSafeHref(value: string): boolean {
  const text = value.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'mailto:' ? url.pathname.length > 0 : url.hostname.length > 0;
  } catch {
    return false;
  }
}
