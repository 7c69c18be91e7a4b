import type { archiveCs } from './archive.cs';

/** English texts of the archive of past editions and the footer's edition switcher (decision 162); spread into messages/en.ts. */
export const archiveEn: Record<keyof typeof archiveCs, string> = {
  'archive.title': 'Archive of past editions',
  'archive.lead': 'The programme, speakers and fair of past editions of the Innovation Week, as they were.',
  'archive.metaDescription':
    'The archive of past Czech Innovation Weeks: the programme, speakers and innovation fair as they were.',
  'archive.empty': 'There is no past edition yet.',
  'archive.over': 'This edition is over. Its pages are to be read only: no sign-ups, stars or tickets here.',
  'archive.toCurrent': 'Current edition',
  'archive.sections': 'Edition {year}',
  'archive.programme': 'Programme',
  'archive.speakers': 'Speakers',
  'archive.fair': 'Fair',
  'archive.search': 'Search',
  'archive.searchLabel': 'Search the {year} edition',
  'editions.searchIn': 'Results from the {year} edition.',
  'archive.feed': "The edition's programme in your calendar",
  'archive.programmeEmpty': "This edition's programme is not published.",
  'archive.speakersTitle': 'Speakers of {year}',
  'archive.speakersLead': 'Guests of the conference, seminars and accompanying events of {year}.',
  'archive.fairTitle': 'Innovation fair {year}',
  'archive.fairLead': 'Exhibitors with events in the {year} edition.',
  'archive.speakersEmpty': "No published speakers at this edition's events.",
  'archive.fairEmpty': 'No public exhibitor took part in this edition.',
  'archive.eventsOf': 'Events of {year}',

  'editions.title': 'Editions',
  'editions.current': '{year} (current)',
};
