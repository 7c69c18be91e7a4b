/**
 * Documents the upload API takes besides images: PDF only, recognised by its content (never by
 * the file name or the client's content type). Pure, so the UI may import it.
 */
export const PDF_MIME = 'application/pdf';
export const PDF_EXT = '.pdf';
/** `%%EOF` must lie within this many bytes of the end (writers may add a newline or a little padding). */
export const PDF_EOF_WINDOW = 1024;

const PDF_HEADER = [...'%PDF-'].map((ch) => ch.charCodeAt(0));
const PDF_EOF = [...'%%EOF'].map((ch) => ch.charCodeAt(0));

/**
 * A PDF starts with `%PDF-` at the very first byte (the strict reading; readers that search the
 * first kilobyte accept polyglots with other content in front) and ends with `%%EOF` in its last
 * kilobyte. The content is not parsed further: PDFs are stored and served as they are.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_HEADER.length + PDF_EOF.length) return false;
  if (!PDF_HEADER.every((byte, i) => bytes[i] === byte)) return false;
  const from = Math.max(PDF_HEADER.length, bytes.length - PDF_EOF_WINDOW);
  for (let i = bytes.length - PDF_EOF.length; i >= from; i--) {
    if (PDF_EOF.every((byte, j) => bytes[i + j] === byte)) return true;
  }
  return false;
}
