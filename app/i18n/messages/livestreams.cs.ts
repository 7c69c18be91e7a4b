import type { PluralMessage } from './plural';

/** Livestream pages: the halls, the passphrase, the player and the hall's programme. */
export const livestreamsCs = {
  'live.title': 'Živé přenosy',
  'live.lead':
    'Semináře a konferenci můžete sledovat online. Přenosy ze seminárních sálů vidí přihlášení držitelé vstupenky, konferenční sál ti, kdo mají přístupové heslo ke konferenci.',
  'live.metaDescription': 'Živé přenosy ze sálů Týdne inovací ČR 2021: odborné semináře a mezinárodní konference online.',
  'live.halls': 'Sály',
  'live.conferenceHall': 'Konferenční sál',
  'live.watch': 'Sledovat přenos: {hall}',
  'live.nowOn': 'Právě vysíláme',
  'live.next': 'Další přenos',
  'live.bannerWhen': '{hall} · {when}',
  'live.noHalls': 'Přenosy připravujeme.',
  'live.forget': 'Zapomenout přístupové heslo',
  'live.forgotten': 'Přístupové heslo jsme zapomněli.',
  'live.passTitle': 'Přístup k přenosu',
  'live.passLeadSeminar':
    'Přenos ze seminárního sálu sledují přihlášení držitelé vstupenky. Jinak zadejte přístupové heslo, které jste dostali se vstupenkou.',
  'live.passLeadConference': 'Přenos z konferenčního sálu sledují ti, kdo mají přístupové heslo ke konferenci.',
  'live.passLabel': 'Přístupové heslo',
  'live.passSubmit': 'Pokračovat',
  'live.passChecking': 'Ověřuji…',
  'live.signIn': 'Přihlásit se',
  'live.buyTicket': 'Koupit vstupenku',
  'live.player': 'Přenos: {hall}',
  'live.questions': 'Dotazy publika: {hall}',
  'live.noStream': 'Pro tento sál zatím přenos nemáme nastavený.',
  'live.programme': 'Program sálu',
  'live.programmeEmpty': 'V tomto sále zatím nic nenaplánovali.',
  'live.now': 'Právě probíhá',
  'live.about': 'O sále',
  'live.back': 'Všechny přenosy',
  'live.events': { one: '{count} akce', few: '{count} akce', many: '{count} akce', other: '{count} akcí' },
} as const satisfies Record<string, string | PluralMessage>;
