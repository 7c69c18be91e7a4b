import { accountsEn } from './accounts.en';
import { adminEn } from './admin.en';
import type { Messages } from './cs';
import { discoverEn } from './discover.en';
import { errorsEn } from './errors';
import { livestreamsEn } from './livestreams.en';
import { programmeEn } from './programme.en';
import { ticketsEn } from './tickets.en';
import { ordersEn } from './orders.en';
import { ticketQrEn } from './ticket-qr.en';
import { weekEn } from './week.en';
import { widgetEn } from './widget.en';
import { myProgrammeEn } from './my-programme.en';
import { privacyEn } from './privacy.en';
import { archiveEn } from './archive.en';

/** English texts; typed against the Czech keys, so a missing or extra key fails the build. */
export const en: Messages = {
  ...accountsEn,
  ...programmeEn,
  ...weekEn,
  ...widgetEn,
  ...myProgrammeEn,
  ...privacyEn,
  ...archiveEn,
  ...livestreamsEn,
  ...discoverEn,
  ...ticketsEn,
  ...ordersEn,
  ...ticketQrEn,
  ...adminEn,
  ...errorsEn,
  'meta.siteFallback': 'Innovation Week Czech Republic',

  'layout.skipToContent': 'Skip to content',
  'layout.homeLink': '{site}, home page',
  'nav.label': 'Main menu',
  'nav.quickLabel': 'Programme and livestreams',
  'nav.toggle': 'Menu',
  'nav.close': 'Close menu',
  'nav.programmeGroup': 'Programme',
  'nav.weekGroup': 'During the week',
  'nav.settingsGroup': 'Language and appearance',
  'nav.home': 'Home',
  'nav.conference': 'International conference',
  'nav.seminars': 'Professional seminars',
  'nav.fair': 'Innovation fair',
  'nav.accompanying': 'Accompanying events',
  'nav.conferenceShort': 'Conference',
  'nav.seminarsShort': 'Seminars',
  'nav.fairShort': 'Fair',
  'nav.allSessions': 'All sessions',
  'nav.livestreams': 'Livestreams',
  'nav.calendar': 'Calendar',
  'nav.myProgramme': 'My programme',
  'locale.switch': 'Česky',
  'locale.switchLabel': 'Přepnout do češtiny',
  'theme.toggle': 'Dark mode',

  'footer.organiserLabel': 'Organiser',
  'footer.organiser': 'Association of Innovative Entrepreneurship of the Czech Republic',
  'footer.about':
    'The national showcase of innovation, science and research: a conference, seminars, a fair and accompanying events across the country.',
  'footer.newsletterTitle': 'Newsletter',
  'footer.newsletterText': 'We will send you the programme and invitations to future editions.',
  'footer.newsletterEmail': 'Your e-mail',
  'footer.newsletterSubmit': 'Subscribe',
  'footer.newsletterSending': 'Sending…',
  'footer.newsletterInvalid': 'Enter a valid e-mail address.',
  'footer.newsletterDone': 'Done. Please check your inbox and confirm the subscription.',
  'footer.newsletterFailed': 'The subscription did not go through. Please try again.',
  'footer.copyright': '© {site}',

  'home.metaTitle': '{site}: conference, seminars and innovation fair',
  'home.metaDescription':
    'Innovation Week Czech Republic: an international conference, professional seminars, an innovation fair and accompanying events across the country. Programme, livestreams and tickets.',
  'home.heroKicker': 'National innovation week',
  // The now-and-next strip's rows (as `live.now` and `live.hallNext` of a hall's page, decision 206).
  'home.hallNow': 'On now',
  'home.hallNext': 'Next',
  'home.heroLead':
    'An international conference, professional seminars, an innovation fair and dozens of accompanying events across the country.',
  'home.mainDay': 'Main day',
  'home.accompanyingDays': 'Accompanying events',
  'home.datesSoon': 'Dates coming soon',
  'home.ctaTicket': 'Buy a ticket',
  'home.ctaProgramme': 'Conference programme',

  'home.joinTitle': 'Join in',
  'home.joinTicketTitle': 'Conference ticket',
  'home.joinTicketText':
    'Secure your seat at the international conference and the professional seminars. We will e-mail you the invoice.',
  'home.joinTicketCta': 'Buy a ticket',
  'home.joinLiveTitle': 'Livestreams',
  'home.joinLiveText': 'Watch the conference and the seminars live from the halls, wherever you are.',
  'home.joinLiveCta': 'Watch live',
  'home.joinAccountTitle': 'Visitor account',
  'home.joinAccountText': 'With an account you sign up for seminars and keep your events in one place.',
  'home.joinAccountCta': 'Sign up',
  'home.joinProgrammeTitle': 'My programme',
  'home.joinProgrammeText': 'The events you starred and the seminars you signed up for, in one place.',
  'home.joinProgrammeCta': 'Open my programme',

  'home.areasTitle': 'Programme of the week',
  'home.areaAccompanying': 'Accompanying events',
  'home.areaAccompanyingText': 'Workshops, excursions and meetups in the regions throughout the week.',
  'home.areaConference': 'International conference',
  'home.areaConferenceText': 'Panel discussions with guests from home and abroad.',
  'home.areaSeminars': 'Professional seminars',
  'home.areaSeminarsText': 'Expert programme in the four halls of the main day.',
  'home.areaFair': 'Innovation fair',
  'home.areaFairText': 'Companies, universities and research centres present what is new.',
  'home.areaSoon': 'Programme coming soon',
  'count.events': { one: '{count} event', other: '{count} events' },
  'count.panels': { one: '{count} panel', other: '{count} panels' },
  'count.seminars': { one: '{count} seminar', other: '{count} seminars' },
  'count.exhibitors': { one: '{count} exhibitor', other: '{count} exhibitors' },

  'home.panelsTitle': 'International conference panels',
  'home.panelsEmpty': 'The conference programme will be published soon.',
  'home.panelsAll': 'Full conference programme',
  'home.patronsTitle': 'Under the auspices of',
  'home.partnersTitle': 'Partners',
  'home.partnerLink': '{name} (opens in a new window)',

  'partners.main': 'Main partners',
  'partners.gold': 'Gold partners',
  'partners.silver': 'Silver partners',
  'partners.technology': 'Technology partners',
  'partners.academy': 'Academic partners',
  'partners.space': 'Space partners',
  'partners.cars': 'Mobility partners',
  'partners.main media': 'Main media partners',
  'partners.media': 'Media partners',
  'partners.supporting': 'Supporting partners',

  'error.notFoundTitle': 'This page could not be found',
  'error.notFound': "Ah snap! We didn't find this page. In computer language, this is error 404.",
  'error.title': 'Error',
  'error.forbiddenTitle': 'No access',
  'error.forbidden': 'Only those who manage this page may open it. If you need it, please contact the organisers.',
  'error.badRequest': 'We did not understand this request. Please check the page address.',
  'error.backHome': 'Back to the home page',
  'error.pageFailed': 'An error occurred while showing the error page',
  'error.home': 'Home page',
  'error.chunkTitle': 'The page could not be loaded',
  'error.chunkMessage': 'The site has been updated in the meantime. Please reload the page.',
  'error.reload': 'Reload the page',

  'loading.announce': 'Loading…',
  'load.failed': 'Could not load the data.',
  'load.failedHint': 'Check your internet connection and try again.',
  'load.retry': 'Try again',
};
