import { getProgrammePdf } from '../../../../core/programme/get-programme-pdf';
import { PROGRAMME_AREAS, type ProgrammeArea } from '../../../../core/programme/programme-areas';
import type { Db } from '../../../../db/client';
import type { Locale } from '../../../i18n/locale';

/** The area a `<area>.pdf` file name stands for, or null. */
export function pdfArea(file: string | undefined): ProgrammeArea | null {
  const area = file?.endsWith('.pdf') ? file.slice(0, -4) : null;
  return PROGRAMME_AREAS.find((a) => a === area) ?? null;
}

/**
 * The programme PDF of an area as an answer: shown in the browser (inline) under a readable
 * name. Everyone gets the same guests' programme, so shared caches may keep it a minute; the
 * ETag (a fingerprint of what is printed) lets a browser revalidate for nothing.
 */
export async function programmePdfResponse(
  request: Request,
  opts: { db: Db; area: ProgrammeArea; locale: Locale; timezone: string },
): Promise<Response> {
  const { pdf, etag, fileName } = await getProgrammePdf(opts.db, opts);
  const headers = {
    ETag: etag,
    'Cache-Control': 'public, max-age=60',
  };
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Content-Length': String(pdf.byteLength),
    },
  });
}
