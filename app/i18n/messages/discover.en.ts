import type { PluralMessage } from './plural';
import type { discoverCs } from './discover.cs';

/** English texts of the discover screens: exactly the Czech keys. */
export const discoverEn: { [K in keyof typeof discoverCs]: (typeof discoverCs)[K] extends string ? string : PluralMessage } = {
  'fair.title': 'Innovation fair',
  'fair.lead': 'Companies, universities and research centres present their news, prototypes and partnership programmes.',
  'fair.metaDescription':
    'Exhibitors of the Innovation Week Czech Republic innovation fair: companies, universities and research centres.',
  'fair.count': { one: '{count} exhibitor', other: '{count} exhibitors' },
  'fair.empty': 'The list of exhibitors will be published soon.',
  'fair.back': 'All exhibitors',
  'fair.contact': 'Contact',
  'fair.person': 'Contact person',
  'fair.phone': 'Phone',
  'fair.email': 'E-mail',
  'fair.events': 'Events by this exhibitor',
  'fair.logoAlt': '{name} logo',
  'fair.detailMeta': '{name} at the Innovation Week Czech Republic innovation fair.',

  'speakers.title': 'Speakers',
  'speakers.lead': 'Guests of the international conference, the professional seminars and the accompanying events.',
  'speakers.metaDescription':
    'Speakers of Innovation Week Czech Republic: experts from research, business and public administration.',
  'speakers.empty': 'Speakers will be announced soon.',
  'speakers.back': 'All speakers',
  'speaker.events': 'Sessions',
  'speaker.links': 'Links',
  'speaker.twitter': 'Twitter',
  'speaker.linkedin': 'LinkedIn',
  'speaker.website': 'Website',
  'speaker.detailMeta': '{name}, speaker at Innovation Week Czech Republic.',

  'event.place': 'Venue',

  'page.onlyCzech': 'This page is available in Czech only.',
  'page.onlyEnglish': 'This page is available in English only.',
  'sideMenu.label': 'Information',

  'search.label': 'Search events and speakers',
  'search.placeholder': 'Search events and speakers…',
  'search.open': 'Search',
  'search.close': 'Close search',
  'search.submit': 'Search',
  'search.results': 'Search results',
  'search.none': 'Nothing found. Try another word.',
  'search.loading': 'Searching…',
  'search.count': { one: '{count} result', other: '{count} results' },
  'search.typeEvent': 'Event',
  'search.typeSpeaker': 'Speaker',
  'search.title': 'Search',
  'search.resultsFor': 'Results for “{text}”',
  'search.tooLong': 'Enter at most {max} characters.',
  'search.hint': 'We search event names and speakers’ names and jobs, with or without diacritics.',
  'search.metaDescription': 'Search the Innovation Week Czech Republic programme: events and speakers.',
  'search.usage': 'Use the arrow keys to pick a result and Enter to open it.',

  'carousel.roleDescription': 'carousel',
  'carousel.slideRoleDescription': 'slide',
  'carousel.slide': '{index} of {count}',
  'carousel.previous': 'Previous',
  'carousel.next': 'Next',
  'carousel.pause': 'Stop automatic scrolling',
  'carousel.play': 'Start automatic scrolling',
  'patron.more': 'More information',
  'patron.moreLabel': 'More information: {name}',
  'modal.close': 'Close',
  'link.newWindow': '{label} (opens in a new window)',
};
