import type { PluralMessage } from './plural';

/** Czech texts of the BuyTicket page; spread into messages/cs.ts. */
export const ticketsCs = {
  'ticket.title': 'Vstupenka na konferenci',
  'ticket.metaDescription':
    'Vstupenka na mezinárodní konferenci Týdne inovací ČR s přístupem na odborné semináře a do VIP salonku. Platba převodem na fakturu.',
  'ticket.lead':
    'Jedna vstupenka platí na mezinárodní konferenci i na odborné semináře hlavního dne. Zaplatíte ji převodem podle faktury, kterou vám pošleme e-mailem.',
  'ticket.includesTitle': 'Vstupenka zahrnuje',
  'ticket.includesConference': 'všechny panely mezinárodní konference',
  'ticket.includesSeminars': 'přístup na odborné semináře (na každý se přihlásíte na jeho stránce)',
  'ticket.includesLounge': 'vstup do VIP salonku během hlavního dne',
  'ticket.includesLive': 'heslo k živým přenosům konference a seminářů po zaplacení faktury',

  'ticket.ticketsTitle': 'Vstupenky',
  'ticket.tierLegend': 'Druh vstupenky',
  'ticket.tier1': 'Standardní',
  'ticket.tier1Note': '1 až 2 vstupenky',
  'ticket.tier2': 'Skupinová',
  'ticket.tier2Note': 'od 3 vstupenek',
  'ticket.tierPriceUnit': '+ DPH za vstupenku',
  'ticket.amount': 'Počet vstupenek',
  'ticket.amountHint': '1 až 50. Od 3 vstupenek platí skupinová cena.',
  'ticket.promocode': 'Promo kód',
  'ticket.promocodeHint': 'Máte-li slevový kód, ověřte ho: sleva se hned promítne do ceny.',
  'ticket.promoCheck': 'Ověřit kód',
  'ticket.promoChecking': 'Ověřuji…',
  'ticket.promoApplied': 'Promo kód byl uplatněn. Sleva: {discount}',

  'ticket.contactTitle': 'Kontaktní údaje',
  'ticket.contactLead': 'Na tento e-mail pošleme potvrzení objednávky se zálohovou fakturou a po zaplacení daňový doklad.',
  'ticket.contactFromAccount': 'Údaje jsme vyplnili z vašeho účtu. Co zde změníte, se s objednávkou uloží i do účtu.',
  'ticket.name': 'Jméno a příjmení',
  'ticket.email': 'E-mail',
  'ticket.phone': 'Telefon',
  'ticket.countryDefault': 'Česká republika',
  'ticket.companyInvoice': 'Chci fakturu na firmu',
  'ticket.companyInvoiceHint': 'Fakturu vystavíme na firmu s jejím IČO a DIČ.',
  'ticket.invoiceName': 'Název firmy',

  'ticket.summaryTitle': 'Shrnutí objednávky',
  'ticket.summaryUnit': 'Cena za vstupenku bez DPH',
  'ticket.summaryDiscount': 'Sleva',
  'ticket.summaryNoDiscount': 'bez slevy',
  'ticket.summaryCount': 'Počet vstupenek',
  'ticket.summaryWithoutVat': 'Celkem bez DPH',
  'ticket.summaryVat': 'DPH {rate}',
  'ticket.summaryTotal': 'Celkem s DPH',
  'ticket.summaryCountMissing': 'Zadejte počet vstupenek od 1 do 50.',
  'ticket.submit': 'Závazně objednat',
  'ticket.sending': 'Odesílám objednávku…',
  'ticket.invoiceNote':
    'Zálohovou fakturu se splatností a platebními údaji vám pošleme e-mailem, daňový doklad po přijetí platby.',
  'ticket.noscript': 'Objednávka potřebuje zapnutý JavaScript. Zapněte ho prosím a stránku načtěte znovu.',
  'ticket.offline':
    'Spojení se serverem se nezdařilo. Zkontrolujte připojení a odešlete objednávku znovu, dvakrát ji nezaložíme.',

  'ticket.toastSent': 'Objednávka byla odeslána',
  'ticket.toastFailed': 'Objednávku se nepodařilo odeslat',
  'count.tickets': { one: '{count} vstupenka', few: '{count} vstupenky', many: '{count} vstupenky', other: '{count} vstupenek' },

  // Where an order's money stands (decision 075): the admin screens and the buyer's order page.
  'payment.state.awaiting': 'Čeká na platbu',
  'payment.state.partlyPaid': 'Částečně zaplaceno',
  'payment.state.paid': 'Zaplaceno',
  'payment.state.overpaid': 'Přeplaceno',
  'payment.state.cancelled': 'Zrušeno',
  'payment.missing': 'Chybí {amount}',
  'payment.surplus': 'Přeplatek {amount}',
} as const satisfies Record<string, string | PluralMessage>;
