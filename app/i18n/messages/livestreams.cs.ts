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
  'live.passLeadTicketHolder':
    'Vaše vstupenka platí i pro přenos z konferenčního sálu. Otevírá ho ale přístupové heslo ke konferenci, ne vstupenka ani její kód.',
  'live.passWhereBuyer':
    'Přístupové heslo jsme po zaplacení poslali na {email} v e-mailu „Objednávka {number} je uhrazena: vaše kódy“. Platí pro všechny vstupenky z objednávky, předejte ho i kolegům.',
  'live.passWhereColleague':
    'Vaše vstupenka pochází z objednávky {number}. Přístupové heslo jsme po zaplacení poslali e-mailem tomu, kdo objednávku zadal; vyžádejte si ho prosím od něj.',
  'live.passWhereGranted':
    'Přístupové heslo posíláme e-mailem tomu, kdo vstupenky objednal, jakmile je objednávka zaplacená. Pokud ho nemáte, obraťte se prosím na pořadatele.',
  'live.passLabel': 'Přístupové heslo',
  'live.passSubmit': 'Pokračovat',
  'live.passChecking': 'Ověřuji…',
  'live.signIn': 'Přihlásit se',
  'live.buyTicket': 'Koupit vstupenku',
  'live.granted': 'Přístupové heslo platí, přenos je otevřený: {hall}.',
  'live.player': 'Přenos: {hall}',
  'live.questions': 'Dotazy publika: {hall}',
  'live.noStream': 'Pro tento sál zatím přenos nemáme nastavený.',
  'live.programme': 'Program sálu',
  'live.programmeEmpty': 'V tomto sále zatím nic nenaplánovali.',
  'live.now': 'Právě probíhá',
  'live.hallNext': 'Následuje',
  'live.watchLive': 'Sledovat živě',
  'live.about': 'O sále',
  'live.back': 'Všechny přenosy',
  'wall.title': 'Program sálu',
  'wall.now': 'Právě probíhá',
  'wall.next': 'Následuje',
  'wall.past': 'Proběhlo',
  'wall.empty': 'Program sálu připravujeme',
  'wall.later': 'Dále v programu',
  'wall.offline': 'Spojení se serverem se obnovuje…',
  'live.events': { one: '{count} akce', few: '{count} akce', many: '{count} akce', other: '{count} akcí' },
} as const satisfies Record<string, string | PluralMessage>;
