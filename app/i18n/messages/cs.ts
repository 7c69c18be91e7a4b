/**
 * Czech texts, the default language and the source of the message keys: en.ts must have
 * exactly these keys. `{name}` marks a parameter; an object is a plural with the categories
 * of Intl.PluralRules (Czech: one 1, few 2-4, many fractions, other 0 and 5+).
 */
import { accountsCs } from './accounts.cs';
import { adminCs } from './admin.cs';
import { discoverCs } from './discover.cs';
import { errorsCs } from './errors';
import type { PluralMessage } from './plural';
import { livestreamsCs } from './livestreams.cs';
import { programmeCs } from './programme.cs';
import { ticketsCs } from './tickets.cs';
import { ordersCs } from './orders.cs';
import { ticketQrCs } from './ticket-qr.cs';
import { weekCs } from './week.cs';
import { widgetCs } from './widget.cs';
import { myProgrammeCs } from './my-programme.cs';
import { privacyCs } from './privacy.cs';
import { archiveCs } from './archive.cs';

export type { PluralMessage };

export const cs = {
  // Feature screens keep their texts in their own files: accounts (sign-in, profile),
  // programme (conference, seminars, accompanying events, event detail), discover (fair,
  // speakers, content pages, search), tickets (the BuyTicket page), week (all sessions, calendar, plenary).
  ...accountsCs,
  ...programmeCs,
  ...weekCs,
  ...widgetCs,
  ...myProgrammeCs,
  ...privacyCs,
  ...archiveCs,
  ...livestreamsCs,
  ...discoverCs,
  ...ticketsCs,
  ...ordersCs,
  ...ticketQrCs,
  ...adminCs,
  // Refusal codes from the server, one table for both languages (core/errors/error-codes.ts).
  ...errorsCs,

  'meta.siteFallback': 'Týden inovací ČR',

  'layout.skipToContent': 'Přeskočit na obsah',
  'layout.homeLink': '{site}, úvodní stránka',
  'nav.label': 'Hlavní menu',
  'nav.quickLabel': 'Program a přenosy',
  'nav.toggle': 'Menu',
  'nav.close': 'Zavřít menu',
  'nav.programmeGroup': 'Program',
  'nav.weekGroup': 'Během týdne',
  'nav.settingsGroup': 'Jazyk a vzhled',
  'nav.home': 'Úvod',
  'nav.conference': 'Mezinárodní konference',
  'nav.seminars': 'Odborné semináře',
  'nav.fair': 'Inovační veletrh',
  'nav.accompanying': 'Doprovodné akce',
  'nav.conferenceShort': 'Konference',
  'nav.seminarsShort': 'Semináře',
  'nav.fairShort': 'Veletrh',
  'nav.allSessions': 'Všechny akce',
  'nav.livestreams': 'Živé přenosy',
  'nav.calendar': 'Kalendář',
  'nav.myProgramme': 'Můj program',
  'locale.switch': 'English',
  'locale.switchLabel': 'Switch to English',
  'theme.toggle': 'Tmavý režim',

  'footer.organiserLabel': 'Pořadatel',
  'footer.organiser': 'Asociace inovačního podnikání ČR,\u00a0z.\u00a0s.',
  'footer.about': 'Národní přehlídka inovací, vědy a výzkumu: konference, semináře, veletrh a doprovodné akce po celé republice.',
  'footer.newsletterTitle': 'Novinky e-mailem',
  'footer.newsletterText': 'Pošleme vám program a pozvánky na další ročníky.',
  'footer.newsletterEmail': 'Váš e-mail',
  'footer.newsletterSubmit': 'Odebírat',
  'footer.newsletterSending': 'Odesíláme…',
  'footer.newsletterInvalid': 'Zadejte platnou e-mailovou adresu.',
  'footer.newsletterDone': 'Hotovo. Zkontrolujte prosím svou e-mailovou schránku a odběr potvrďte.',
  'footer.newsletterFailed': 'Přihlášení k odběru se nepodařilo. Zkuste to prosím znovu.',
  'footer.copyright': '© {site}',

  'home.metaTitle': '{site}: konference, semináře a inovační veletrh',
  'home.metaDescription':
    'Týden inovací ČR: mezinárodní konference, odborné semináře, inovační veletrh a doprovodné akce po celé republice. Program, živé přenosy a vstupenky.',
  'home.heroKicker': 'Národní týden inovací',
  // The now-and-next strip's rows (as `live.now` and `live.hallNext` of a hall's page, decision 206).
  'home.hallNow': 'Právě probíhá',
  'home.hallNext': 'Následuje',
  'home.heroLead': 'Mezinárodní konference, odborné semináře, inovační veletrh a desítky doprovodných akcí po celé republice.',
  'home.mainDay': 'Hlavní den',
  'home.accompanyingDays': 'Doprovodné akce',
  'home.datesSoon': 'Termíny připravujeme',
  'home.ctaTicket': 'Koupit vstupenku',
  'home.ctaProgramme': 'Program konference',

  'home.joinTitle': 'Zapojte se',
  'home.joinTicketTitle': 'Vstupenka na konferenci',
  'home.joinTicketText': 'Zajistěte si místo na mezinárodní konferenci i odborných seminářích. Fakturu vám pošleme e-mailem.',
  'home.joinTicketCta': 'Koupit vstupenku',
  'home.joinLiveTitle': 'Živé přenosy',
  'home.joinLiveText': 'Sledujte konferenci a semináře ze sálů online, odkudkoli.',
  'home.joinLiveCta': 'Sledovat přenosy',
  'home.joinAccountTitle': 'Účet návštěvníka',
  'home.joinAccountText': 'S účtem se přihlásíte na semináře a máte své akce na jednom místě.',
  'home.joinAccountCta': 'Zaregistrovat se',
  'home.joinProgrammeTitle': 'Můj program',
  'home.joinProgrammeText': 'Akce označené hvězdičkou a semináře, na které jste přihlášeni, na jednom místě.',
  'home.joinProgrammeCta': 'Otevřít můj program',

  'home.areasTitle': 'Program týdne',
  'home.areaAccompanying': 'Doprovodné akce',
  'home.areaAccompanyingText': 'Workshopy, exkurze a setkání v regionech během celého týdne.',
  'home.areaConference': 'Mezinárodní konference',
  'home.areaConferenceText': 'Panelové diskuse s hosty z domova i ze zahraničí.',
  'home.areaSeminars': 'Odborné semináře',
  'home.areaSeminarsText': 'Odborný program ve čtyřech sálech hlavního dne.',
  'home.areaFair': 'Inovační veletrh',
  'home.areaFairText': 'Firmy, univerzity a výzkumná centra představují své novinky.',
  'home.areaSoon': 'Program připravujeme',
  'count.events': { one: '{count} akce', few: '{count} akce', many: '{count} akce', other: '{count} akcí' },
  'count.panels': { one: '{count} panel', few: '{count} panely', many: '{count} panelu', other: '{count} panelů' },
  'count.seminars': { one: '{count} seminář', few: '{count} semináře', many: '{count} semináře', other: '{count} seminářů' },
  'count.exhibitors': {
    one: '{count} vystavovatel',
    few: '{count} vystavovatelé',
    many: '{count} vystavovatele',
    other: '{count} vystavovatelů',
  },

  'home.panelsTitle': 'Panely mezinárodní konference',
  'home.panelsEmpty': 'Program konference zveřejníme brzy.',
  'home.panelsAll': 'Celý program konference',
  'home.patronsTitle': 'Záštitu převzali',
  'home.partnersTitle': 'Partneři',
  'home.partnerLink': '{name} (otevře se v novém okně)',

  'partners.main': 'Hlavní partneři',
  'partners.gold': 'Zlatí partneři',
  'partners.silver': 'Stříbrní partneři',
  'partners.technology': 'Technologičtí partneři',
  'partners.academy': 'Akademičtí partneři',
  'partners.space': 'Partneři vesmírné sekce',
  'partners.cars': 'Partneři pro mobilitu',
  'partners.main media': 'Hlavní mediální partneři',
  'partners.media': 'Mediální partneři',
  'partners.supporting': 'Podporují nás',

  'error.notFoundTitle': 'Tuto stránku se nepodařilo najít',
  'error.notFound': 'A jéje! Tuto stránku jsme nenašli. Počítačovou řečí je to chyba 404.',
  'error.title': 'Chyba',
  'error.forbiddenTitle': 'Sem nemáte přístup',
  'error.forbidden':
    'Tuto stránku mohou otevřít jen ti, kdo ji smějí spravovat. Pokud ji potřebujete, obraťte se na organizátory.',
  'error.badRequest': 'Tomuto požadavku jsme nerozuměli. Zkontrolujte prosím adresu stránky.',
  'error.backHome': 'Zpět na úvodní stránku',
  'error.pageFailed': 'Při zobrazení chybové stránky došlo k chybě',
  'error.home': 'Úvodní stránka',
  'error.chunkTitle': 'Stránku se nepodařilo načíst',
  'error.chunkMessage': 'Web mezitím dostal novou verzi. Načtěte prosím stránku znovu.',
  'error.reload': 'Načíst stránku znovu',

  'loading.announce': 'Načítání…',
  'load.failed': 'Nepodařilo se načíst data.',
  'load.failedHint': 'Zkontrolujte připojení k internetu a zkuste to znovu.',
  'load.retry': 'Zkusit znovu',
} as const satisfies Record<string, string | PluralMessage>;

export type MessageKey = keyof typeof cs;
export type PluralKey = { [K in MessageKey]: (typeof cs)[K] extends string ? never : K }[MessageKey];

/** The shape every language must have: the Czech keys, plurals where Czech has plurals. */
export type Messages = { [K in MessageKey]: (typeof cs)[K] extends string ? string : PluralMessage };
