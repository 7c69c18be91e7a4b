/** Czech texts of the archive of past editions and the footer's edition switcher (decision 162); spread into messages/cs.ts. */
export const archiveCs = {
  'archive.title': 'Archiv ročníků',
  'archive.lead': 'Program, řečníci a veletrh minulých ročníků Týdne inovací, tak jak proběhly.',
  'archive.metaDescription': 'Archiv minulých ročníků Týdne inovací ČR: program, řečníci a inovační veletrh, jak proběhly.',
  'archive.empty': 'Zatím tu není žádný minulý ročník.',
  'archive.over':
    'Tento ročník skončil. Jeho stránky jsou jen k nahlédnutí: přihlásit se, označovat akce ani kupovat vstupenky tu nelze.',
  'archive.toCurrent': 'Aktuální ročník',
  'archive.sections': 'Ročník {year}',
  'archive.programme': 'Program',
  'archive.speakers': 'Řečníci',
  'archive.fair': 'Veletrh',
  'archive.search': 'Hledat',
  'archive.searchLabel': 'Hledat v ročníku {year}',
  'editions.searchIn': 'Výsledky z ročníku {year}.',
  'archive.feed': 'Program ročníku do kalendáře',
  'archive.programmeEmpty': 'Program tohoto ročníku není zveřejněn.',
  'archive.speakersTitle': 'Řečníci ročníku {year}',
  'archive.speakersLead': 'Hosté konference, seminářů a doprovodných akcí ročníku {year}.',
  'archive.fairTitle': 'Inovační veletrh {year}',
  'archive.fairLead': 'Vystavovatelé s akcemi v ročníku {year}.',
  'archive.speakersEmpty': 'U akcí tohoto ročníku nejsou zveřejnění řečníci.',
  'archive.fairEmpty': 'V tomto ročníku nevystavoval žádný veřejný vystavovatel.',
  'archive.eventsOf': 'Akce v ročníku {year}',

  'editions.title': 'Ročníky',
  'editions.current': '{year} (aktuální)',
};
