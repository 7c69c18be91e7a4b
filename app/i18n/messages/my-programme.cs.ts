import type { PluralMessage } from './plural';

/** Czech texts of the stars, My programme, its shared copy and the personal calendar feed (decision 038); spread into messages/cs.ts. */
export const myProgrammeCs = {
  'star.add': 'Můj program: {name}',
  'star.label': 'Můj program',
  'star.failed': 'Hvězdičku se nepodařilo uložit. Zkuste to prosím znovu.',
  'star.limit': 'Označit hvězdičkou lze nejvýš {max} akcí.',

  'myProgramme.title': 'Můj program',
  'myProgramme.metaDescription': 'Akce, které jste si označili hvězdičkou, po dnech a hodinách, s překryvy a volnými místy.',
  'myProgramme.lead':
    'Akce označené hvězdičkou a semináře, na které máte místo nebo jste v pořadníku, den po dni. Překrývající se akce jsou označené.',
  'myProgramme.guestNote':
    'Hvězdičky máte uložené jen v tomto prohlížeči. Přihlaste se nebo se zaregistrujte a váš program se uloží k účtu a uvidíte ho na všech zařízeních.',
  'myProgramme.signIn': 'Přihlásit se',
  'myProgramme.register': 'Zaregistrovat se',
  'myProgramme.loading': 'Načítáme váš program…',
  'myProgramme.noScript':
    'Hvězdičky hosta se ukládají v prohlížeči a bez JavaScriptu je nelze zobrazit. Přihlaste se a uvidíte program uložený ve vašem účtu.',
  'myProgramme.emptyTitle': 'Zatím nemáte žádnou akci s hvězdičkou',
  'myProgramme.emptyText':
    'U každé akce v programu je tlačítko s hvězdičkou „Můj program“. Stiskněte ho a akce se objeví tady, seřazená podle dne a času.',
  'myProgramme.browse': 'Projít všechny akce',
  'myProgramme.count': {
    one: '{count} akce ve vašem programu',
    few: '{count} akce ve vašem programu',
    many: '{count} akce ve vašem programu',
    other: '{count} akcí ve vašem programu',
  } satisfies PluralMessage,
  'myProgramme.clash': 'Překrývá se s: {names}',
  'myProgramme.clashLabel': 'Souběh',
  'myProgramme.seatJoined': 'Máte místo',
  'myProgramme.seatWaiting': 'V pořadníku na {position}. místě',
  'myProgramme.seatNone': 'Nepřihlášeno',
  'myProgramme.seatsLeft': {
    one: 'zbývá {count} místo',
    few: 'zbývají {count} místa',
    many: 'zbývá {count} místa',
    other: 'zbývá {count} míst',
  } satisfies PluralMessage,
  'myProgramme.seatsFull': 'obsazeno',
  'myProgramme.linksTitle': 'Sdílení a kalendář',
  'myProgramme.shareTitle': 'Odkaz pro sdílení',
  'myProgramme.shareText':
    'Kdo odkaz zná, uvidí seznam vašich akcí (jen pro čtení) a nanejvýš vaše křestní jméno, nikdy e-mail. Odkaz můžete kdykoli zrušit nebo vyměnit za nový.',
  'myProgramme.feedTitle': 'Osobní kalendář',
  'myProgramme.feedText':
    'Odběr v kalendáři (telefon, Outlook, Google): akce s hvězdičkou a semináře, na které máte místo, vždy podle aktuálního programu včetně zpoždění. Adresa je tajná: kdo ji zná, vidí váš program.',
  'myProgramme.create': 'Vytvořit odkaz',
  'myProgramme.renew': 'Vytvořit nový (starý přestane fungovat)',
  'myProgramme.revoke': 'Zrušit odkaz',
  'myProgramme.linkAddress': 'Adresa',
  'myProgramme.subscribe': 'Přidat do kalendáře v telefonu',
  'myProgramme.linkCreated': 'Nový odkaz je připravený.',
  'myProgramme.linkRevoked': 'Odkaz byl zrušen a už nefunguje.',
  'myProgramme.noLink': 'Odkaz zatím není vytvořený.',

  'sharedProgramme.title': 'Sdílený program',
  'sharedProgramme.titleOf': 'Program: {name}',
  'sharedProgramme.lead': 'Kopie osobního programu jen pro čtení. Vlastní program si sestavíte hvězdičkami u akcí.',
  'sharedProgramme.empty': 'V tomto programu zatím nejsou žádné veřejné akce.',

  'myProgramme.feedName': 'Můj program – {site}',
  'myProgramme.sessionStarted': 'Právě probíhá, přihlašování je uzavřené',
  'myProgramme.signupsClosed': 'Přihlašování je uzavřené (sál má zpoždění)',
  'myProgramme.sessionEnded': 'Skončilo',
  'myProgramme.noticesTitle': 'Oznámení o změnách',
  'myProgramme.noticesLabel': 'Posílat mi e-mail, když se u akce s hvězdičkou změní čas nebo sál',
  'myProgramme.noticesHint':
    'Na semináře, na které jste přihlášeni, vám oznámení chodí vždy. Tady si je můžete zapnout i pro akce, které jste si jen označili hvězdičkou.',
  'myProgramme.noticesSave': 'Uložit',
  'myProgramme.noticesOn': 'Oznámení o změnách akcí s hvězdičkou jsou zapnutá',
  'myProgramme.noticesOff': 'Oznámení o změnách akcí s hvězdičkou jsou vypnutá',
} as const;
