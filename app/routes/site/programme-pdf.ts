import type { Route } from './+types/programme-pdf';
import { appContext } from '../../context';
import { localeFromPath } from '../../i18n/locale';
import { notFound } from '../not-found';
import { pdfArea, programmePdfResponse } from './programme/programme-pdf.server';

/**
 * The whole programme of an area as a PDF in the page's language, for organisers to send out
 * and for visitors to print (decision 039). Always the guests' programme, whoever asks.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const area = pdfArea(params.file);
  if (!area) return notFound();
  return programmePdfResponse(request, {
    db,
    area,
    locale: localeFromPath(new URL(request.url).pathname),
    timezone: config.timezone,
  });
}
