import type { ProgrammeArea } from './programme-areas';
import type { PdfLocale } from './programme-pdf-layout';

/** The printed words of the programme PDF, in each language (decision 039). */
export const programmePdfTexts = {
  cs: {
    area: {
      conference: 'Mezinárodní konference',
      seminars: 'Odborné semináře',
      accompanying: 'Doprovodné akce',
      fair: 'Inovační veletrh',
    } satisfies Record<ProgrammeArea, string>,
    subtitle: (site: string) => `${site} – program`,
    note: 'Plánovaný program. Změny a zpoždění v sálech během dne najdete na webu.',
    empty: 'Program zatím není zveřejněn.',
    page: (n: number, of: number) => `Strana ${n} z ${of}`,
    file: (area: ProgrammeArea) => `program-${area}.pdf`,
  },
  en: {
    area: {
      conference: 'International conference',
      seminars: 'Professional seminars',
      accompanying: 'Accompanying events',
      fair: 'Innovation fair',
    } satisfies Record<ProgrammeArea, string>,
    subtitle: (site: string) => `${site} – programme`,
    note: 'Planned programme. Changes and delays in the halls on the day are shown on the website.',
    empty: 'The programme has not been published yet.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    file: (area: ProgrammeArea) => `programme-${area}.pdf`,
  },
} satisfies Record<PdfLocale, unknown>;
