/**
 * E-mail templates in Czech and English. Each renders a subject, a plain-text body and a small
 * HTML body from the same variables; values are escaped in HTML.
 */
export type Locale = 'cs' | 'en';

type Rendered = { subject: string; text: string; html: string };
type Template<V> = Record<Locale, (v: V) => { subject: string; lines: string[]; action?: { label: string; url: string } }>;

/** A seminar sign-up message: the user's name, the event's name and time in the user's language, its page. */
type SignupVars = { name: string; event: string; when: string; url: string };

/**
 * A ticket order's confirmation, values already written in the buyer's language: the amount
 * with its currency, the due day. `paid`: nothing to pay (paid already or a 100 % discount).
 * `url`: the buyer's order page (decision 080).
 */
type TicketOrderVars = {
  name: string;
  event: string;
  number: string;
  count: number;
  amount: string;
  bankAccount: string;
  iban: string;
  variableSymbol: string;
  dueDate: string;
  paid: boolean;
  url: string;
  /** The billing e-mail that gets the documents as well, '' when the buyer gave none (or their own). */
  invoiceCopyTo: string;
  /** The payment request (zálohová faktura) is attached (decision 078). */
  attached: boolean;
};

/**
 * A document for the billing e-mail (a company's accounts inbox): the payment request at
 * ordering, the tax document on payment (decision 078). `name` is the buyer who ordered,
 * `number` the document's, `orderNumber` the order's.
 */
type TicketInvoiceVars = Omit<TicketOrderVars, 'url' | 'invoiceCopyTo' | 'attached'> & {
  buyerEmail: string;
  document: 'paymentRequest' | 'invoice';
  orderNumber: string;
};

/** How to pay an invoice: the same lines in the buyer's mail and in the billing inbox's. */
type PaymentVars = Pick<TicketOrderVars, 'amount' | 'bankAccount' | 'iban' | 'variableSymbol' | 'dueDate'>;
const paymentLines = {
  cs: (v: PaymentVars) => [
    `Částka k úhradě: ${v.amount}`,
    `Bankovní účet: ${v.bankAccount} (IBAN ${v.iban})`,
    `Variabilní symbol: ${v.variableSymbol}`,
    `Splatnost: ${v.dueDate}`,
  ],
  en: (v: PaymentVars) => [
    `Amount due: ${v.amount}`,
    `Bank account: ${v.bankAccount} (IBAN ${v.iban})`,
    `Variable symbol: ${v.variableSymbol}`,
    `Due date: ${v.dueDate}`,
  ],
};

/**
 * A paid order's codes: livestream access codes and the codes colleagues claim their tickets
 * with; `url` the buyer's Me page (My account), '' for a guest's order.
 */
type TicketCodesVars = {
  name: string;
  event: string;
  number: string;
  accessCodes: string[];
  ticketCodes: string[];
  url: string;
  /** The tax document issued on payment, attached; '' when it could not be made (decision 078). */
  invoice: string;
};

/**
 * A cancelled order: the credit note (attached when it could be made) of its tax document
 * `invoice`, or '' for both when the order was never paid and has none; tickets and codes void.
 */
type TicketCancelledVars = {
  name: string;
  event: string;
  number: string;
  invoice: string;
  creditNote: string;
  attached: boolean;
  url: string;
  /** What will be sent back and where, one entry per account (decision 076); none when nothing was paid. */
  refunds?: { amount: string; account: string }[];
};

/** A payment taken back (decision 074): the credit note of the tax document it had brought. */
type TicketPaymentTakenBackVars = TicketCancelledVars;

/** A waiting-list offer: how many tickets, for how many hours the secret link lets them be ordered. */
type TicketOfferVars = { event: string; count: number; hours: number; url: string };

/** The action of a mail that has a page to go to; none for a buyer without an account. */
const optionalAction = (label: string, url: string) => (url ? { action: { label, url } } : {});

/**
 * An organiser's own message (decision 120): their subject and text in the recipient's language,
 * and a closing line saying why the recipient got it. `event` and `url` are '' for all ticket holders' messages.
 */
type OrganiserMessageVars = {
  subject: string;
  text: string;
  event: string;
  url: string;
  audience: 'attendees' | 'waiting' | 'ticketHolders';
};
/** What changed of a session, each line already written in the recipient's language ("Nový čas: …"). */
/** `place`: why they are told, a seat, a place in the queue, or a star with notices turned on (decision 135). */
type SessionChangeVars = { name: string; event: string; changes: string[]; url: string; place: 'seat' | 'queue' | 'star' };

/**
 * A seat's confirmation request (decision 134): `deadline` written in the recipient's language,
 * `confirmUrl` the signed link that confirms without signing in, `url` the seminar's page.
 */
type SeatReconfirmVars = SignupVars & { deadline: string; confirmUrl: string };

/** Typed text as mail paragraphs: one per line, blank lines dropped (the HTML body has one <p> per line). */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trimEnd())
    .filter(Boolean);

const templates = {
  'confirm-email': {
    cs: (v: { username: string; url: string }) => ({
      subject: 'Potvrďte svůj e-mail – Týden inovací',
      lines: [`Dobrý den, ${v.username},`, 'děkujeme za registraci. Registraci dokončíte potvrzením e-mailové adresy.'],
      action: { label: 'Potvrdit e-mail', url: v.url },
    }),
    en: (v: { username: string; url: string }) => ({
      subject: 'Confirm your e-mail – Innovation Week',
      lines: [
        `Hello ${v.username},`,
        'thank you for registering. Please confirm your e-mail address to complete the registration.',
      ],
      action: { label: 'Confirm e-mail', url: v.url },
    }),
  },
  'reset-password': {
    cs: (v: { username: string; url: string }) => ({
      subject: 'Obnovení hesla – Týden inovací',
      lines: [
        `Dobrý den, ${v.username},`,
        'požádali jste o obnovení hesla. Odkaz platí jednu hodinu a lze jej použít jednou.',
        'Pokud jste o obnovení nežádali, tento e-mail ignorujte.',
      ],
      action: { label: 'Nastavit nové heslo', url: v.url },
    }),
    en: (v: { username: string; url: string }) => ({
      subject: 'Reset your password – Innovation Week',
      lines: [
        `Hello ${v.username},`,
        'you asked to reset your password. The link is valid for one hour and can be used once.',
        'If you did not ask for it, ignore this e-mail.',
      ],
      action: { label: 'Set a new password', url: v.url },
    }),
  },
  'account-invite': {
    cs: (v: { username: string; url: string }) => ({
      subject: 'Byl vám založen účet – Týden inovací',
      lines: [
        'Dobrý den,',
        `pořadatelé Týdne inovací vám založili účet s uživatelským jménem ${v.username}. Heslo si nastavíte tímto odkazem. Odkaz platí sedm dní a lze jej použít jednou.`,
        'Pokud jeho platnost vyprší, použijte na stránce přihlášení odkaz „Zapomněli jste heslo?“ s touto e-mailovou adresou.',
      ],
      action: { label: 'Nastavit heslo', url: v.url },
    }),
    en: (v: { username: string; url: string }) => ({
      subject: 'An account was created for you – Innovation Week',
      lines: [
        'Hello,',
        `the organisers of Innovation Week created an account for you with the username ${v.username}. Set your password with this link. The link is valid for seven days and can be used once.`,
        'If it expires, use “Forgot your password?” on the login page with this e-mail address.',
      ],
      action: { label: 'Set your password', url: v.url },
    }),
  },
  'account-deleted': {
    cs: (v: { username: string }) => ({
      subject: 'Váš účet byl smazán – Týden inovací',
      lines: [
        `Dobrý den, ${v.username},`,
        'na vaši žádost jsme smazali váš účet: přihlášení na semináře, hvězdičky, odkazy na program a přihlášení na všech zařízeních.',
        'Objednávky vstupenek a jejich daňové doklady uchováváme bez vazby na účet po dobu, kterou ukládá zákon (10 let u daňových dokladů).',
        'Pokud jste o smazání nežádali, odpovězte na tento e-mail.',
      ],
    }),
    en: (v: { username: string }) => ({
      subject: 'Your account was deleted – Innovation Week',
      lines: [
        `Hello ${v.username},`,
        'as you asked, we deleted your account: your seminar sign-ups, stars, programme links and every signed-in device.',
        'Ticket orders and their tax documents are kept, no longer linked to an account, for as long as the law requires (10 years for tax documents).',
        'If you did not ask for this, reply to this e-mail.',
      ],
    }),
  },
  'change-email': {
    cs: (v: { username: string; url: string }) => ({
      subject: 'Potvrďte novou e-mailovou adresu – Týden inovací',
      lines: [
        `Dobrý den, ${v.username},`,
        'u vašeho účtu byla zadána tato nová e-mailová adresa. Platit začne, až ji potvrdíte. Odkaz platí dva dny.',
        'Pokud jste o změnu nežádali, tento e-mail ignorujte: adresa účtu zůstane beze změny.',
      ],
      action: { label: 'Potvrdit novou adresu', url: v.url },
    }),
    en: (v: { username: string; url: string }) => ({
      subject: 'Confirm your new e-mail address – Innovation Week',
      lines: [
        `Hello ${v.username},`,
        'this address was entered as the new e-mail of your account. It takes effect once you confirm it. The link is valid for two days.',
        'If you did not ask for this, ignore this e-mail: the account keeps its address.',
      ],
      action: { label: 'Confirm the new address', url: v.url },
    }),
  },
  'email-changed': {
    cs: (v: { username: string; email: string }) => ({
      subject: 'E-mail vašeho účtu byl změněn – Týden inovací',
      lines: [
        `Dobrý den, ${v.username},`,
        `e-mailová adresa vašeho účtu byla změněna na ${v.email}. Tuto adresu už nebudeme používat.`,
        'Pokud jste změnu neprovedli vy, kontaktujte prosím pořadatele.',
      ],
    }),
    en: (v: { username: string; email: string }) => ({
      subject: 'Your account e-mail was changed – Innovation Week',
      lines: [
        `Hello ${v.username},`,
        `the e-mail address of your account was changed to ${v.email}. We will no longer use this address.`,
        'If you did not make this change, please contact the organisers.',
      ],
    }),
  },
  'signup-joined': {
    cs: (v: SignupVars) => ({
      subject: `Jste přihlášeni: ${v.event} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `jste přihlášeni na seminář ${v.event} (${v.when}).`,
        'V příloze najdete pozvánku do kalendáře. Pokud se nemůžete zúčastnit, odhlaste se prosím na stránce semináře, ať místo uvolníte dalším.',
      ],
      action: { label: 'Stránka semináře', url: v.url },
    }),
    en: (v: SignupVars) => ({
      subject: `You are signed up: ${v.event} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `you are signed up for the seminar ${v.event} (${v.when}).`,
        'The calendar invitation is attached. If you cannot come, please leave on the seminar page so that someone else gets the seat.',
      ],
      action: { label: 'The seminar page', url: v.url },
    }),
  },
  'signup-left': {
    cs: (v: SignupVars) => ({
      subject: `Odhlášení ze semináře: ${v.event} – Týden inovací`,
      lines: [`Dobrý den, ${v.name},`, `už nejste přihlášeni na seminář ${v.event} (${v.when}). Vaše místo jsme uvolnili.`],
      action: { label: 'Stránka semináře', url: v.url },
    }),
    en: (v: SignupVars) => ({
      subject: `You left the seminar: ${v.event} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `you are no longer signed up for the seminar ${v.event} (${v.when}). Your seat has been freed.`,
      ],
      action: { label: 'The seminar page', url: v.url },
    }),
  },
  'signup-promoted': {
    cs: (v: SignupVars) => ({
      subject: `Uvolnilo se místo: ${v.event} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `na semináři ${v.event} (${v.when}) se uvolnilo místo a dostali jste ho vy z pořadníku: jste přihlášeni.`,
        'V příloze najdete pozvánku do kalendáře. Pokud se nemůžete zúčastnit, odhlaste se prosím na stránce semináře.',
      ],
      action: { label: 'Stránka semináře', url: v.url },
    }),
    en: (v: SignupVars) => ({
      subject: `A seat is yours: ${v.event} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `a seat became free at the seminar ${v.event} (${v.when}) and, being first on the waiting list, you got it: you are signed up.`,
        'The calendar invitation is attached. If you cannot come, please leave on the seminar page.',
      ],
      action: { label: 'The seminar page', url: v.url },
    }),
  },
  'event-cancelled': {
    cs: (v: SignupVars) => ({
      subject: `Seminář zrušen: ${v.event} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `seminář ${v.event} (${v.when}), na který jste byli přihlášeni nebo čekali v pořadníku, byl zrušen a stažen z programu. Vaše přihláška tím skončila; nic dalšího dělat nemusíte.`,
        'Omlouváme se. Další semináře najdete v programu Týdne inovací.',
      ],
    }),
    en: (v: SignupVars) => ({
      subject: `Seminar cancelled: ${v.event} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `the seminar ${v.event} (${v.when}), which you were signed up for or waiting for, has been cancelled and taken off the programme. Your sign-up has ended; there is nothing more you need to do.`,
        'We are sorry. You will find other seminars in the Innovation Week programme.',
      ],
    }),
  },
  'quick-signup': {
    cs: (v: { name: string; event: string; username: string; url: string }) => ({
      subject: 'Váš účet na Týdnu inovací',
      lines: [
        `Dobrý den, ${v.name},`,
        `při přihlašování na seminář ${v.event} jsme vám založili účet s uživatelským jménem ${v.username}. Heslo si nastavíte tímto odkazem; tím zároveň potvrdíte svou e-mailovou adresu. Odkaz platí sedm dní a lze jej použít jednou.`,
        'Tento e-mail místo na semináři nepotvrzuje. Jakmile místo dostanete, pošleme vám zvláštní potvrzení s pozvánkou do kalendáře; zda máte místo, nebo jste v pořadníku, uvidíte na stránce semináře. Místo na semináři vyžaduje vstupenku na semináře nebo konferenci.',
        'Jestli jste účet nezakládali vy, tento e-mail ignorujte nebo kontaktujte pořadatele.',
      ],
      action: { label: 'Nastavit heslo', url: v.url },
    }),
    en: (v: { name: string; event: string; username: string; url: string }) => ({
      subject: 'Your Innovation Week account',
      lines: [
        `Hello ${v.name},`,
        `when you started signing up for the seminar ${v.event}, we created an account for you with the username ${v.username}. Set your password with this link; it also confirms your e-mail address. The link is valid for seven days and can be used once.`,
        'This e-mail does not confirm a seat at the seminar. Once you get a seat, we send a separate confirmation with the calendar invitation; the seminar page shows whether you have a seat or a place on the waiting list. A seat needs a seminar or conference ticket.',
        'If it was not you who created the account, ignore this e-mail or contact the organisers.',
      ],
      action: { label: 'Set your password', url: v.url },
    }),
  },
  'ticket-order': {
    cs: (v: TicketOrderVars) => ({
      subject: `Objednávka vstupenek ${v.number} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `děkujeme za objednávku vstupenek na konferenci ${v.event} (počet vstupenek: ${v.count}).`,
        ...(v.attached
          ? [
              `V příloze posíláme zálohovou fakturu ${v.number}. Není daňovým dokladem: daňový doklad vám pošleme, jakmile platbu přijmeme.`,
            ]
          : []),
        ...(v.invoiceCopyTo
          ? [
              v.paid
                ? `Daňový doklad pošleme také na e-mail pro fakturu ${v.invoiceCopyTo}.`
                : `Zálohovou fakturu jsme poslali také na e-mail pro fakturu ${v.invoiceCopyTo}.`,
            ]
          : []),
        ...(v.paid
          ? [
              `Objednávka je uhrazena, nic neplaťte (celkem ${v.amount}).`,
              'Přístupové kódy k živým přenosům, kódy vstupenek a daňový doklad vám pošleme v dalším e-mailu.',
            ]
          : [
              ...paymentLines.cs(v),
              'Zaplatit můžete také QR kódem na zálohové faktuře nebo na stránce objednávky. Jakmile platbu přijmeme, pošleme vám daňový doklad, přístupové kódy k živým přenosům a kódy vstupenek.',
            ]),
        ...(v.url
          ? ['Stav objednávky, QR kód k platbě a doklady najdete kdykoli na stránce objednávky. Odkaz je jen váš, nesdílejte ho.']
          : []),
      ],
      ...optionalAction('Stránka objednávky', v.url),
    }),
    en: (v: TicketOrderVars) => ({
      subject: `Ticket order ${v.number} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `thank you for ordering ${v.count === 1 ? '1 ticket' : `${v.count} tickets`} for the ${v.event} conference.`,
        ...(v.attached
          ? [
              `The proforma invoice ${v.number} is attached. It is not a tax document: we will send you the tax document once we receive the payment.`,
            ]
          : []),
        ...(v.invoiceCopyTo
          ? [
              v.paid
                ? `We will also send the tax document to the billing e-mail ${v.invoiceCopyTo}.`
                : `We have also sent the proforma invoice to the billing e-mail ${v.invoiceCopyTo}.`,
            ]
          : []),
        ...(v.paid
          ? [
              `The order is paid, there is nothing to pay (total ${v.amount}).`,
              'We will send the livestream access codes, the ticket codes and the tax document in another e-mail.',
            ]
          : [
              ...paymentLines.en(v),
              'You can also pay with the QR code on the proforma invoice or on the order page. Once we receive the payment we will send you the tax document, the livestream access codes and the ticket codes.',
            ]),
        ...(v.url
          ? [
              'The order page shows its state, the QR code to pay with and the documents at any time. The link is yours alone; do not share it.',
            ]
          : []),
      ],
      ...optionalAction('Order page', v.url),
    }),
  },
  'ticket-invoice': {
    cs: (v: TicketInvoiceVars) => ({
      subject:
        v.document === 'invoice'
          ? `Faktura – daňový doklad ${v.number} za vstupenky – Týden inovací`
          : `Zálohová faktura ${v.number} za vstupenky – Týden inovací`,
      lines: [
        'Dobrý den,',
        v.document === 'invoice'
          ? `v příloze posíláme fakturu – daňový doklad ${v.number} k uhrazené objednávce ${v.orderNumber} vstupenek na konferenci ${v.event} (počet vstupenek: ${v.count}).`
          : `v příloze posíláme zálohovou fakturu ${v.number} za vstupenky na konferenci ${v.event} (počet vstupenek: ${v.count}). Není daňovým dokladem: daňový doklad pošleme po přijetí platby.`,
        `Objednávající: ${v.name} (${v.buyerEmail}). Tato adresa je v objednávce uvedena jako e-mail pro fakturu.`,
        ...(v.paid
          ? [`Objednávka je uhrazena, nic neplaťte (celkem ${v.amount}).`]
          : [...paymentLines.cs(v), 'Zaplatit můžete také QR kódem na zálohové faktuře.']),
        'Kódy vstupenek a přístupové kódy k živým přenosům dostane po zaplacení objednatel na svůj e-mail.',
      ],
    }),
    en: (v: TicketInvoiceVars) => ({
      subject:
        v.document === 'invoice'
          ? `Invoice – tax document ${v.number} for tickets – Innovation Week`
          : `Proforma invoice ${v.number} for tickets – Innovation Week`,
      lines: [
        'Hello,',
        v.document === 'invoice'
          ? `please find attached the invoice – tax document ${v.number} for the paid order ${v.orderNumber} of ${v.count === 1 ? '1 ticket' : `${v.count} tickets`} for the ${v.event} conference.`
          : `please find attached the proforma invoice ${v.number} for ${v.count === 1 ? '1 ticket' : `${v.count} tickets`} for the ${v.event} conference. It is not a tax document: the tax document follows once the payment is received.`,
        `Ordered by: ${v.name} (${v.buyerEmail}). The order gives this address as its billing e-mail.`,
        ...(v.paid
          ? [`The order is paid, there is nothing to pay (total ${v.amount}).`]
          : [...paymentLines.en(v), 'You can also pay with the QR code on the proforma invoice.']),
        'Once the order is paid, the ticket codes and the livestream access codes go to the buyer’s own e-mail.',
      ],
    }),
  },
  'ticket-order-paid': {
    cs: (v: TicketCodesVars) => ({
      subject: `Objednávka ${v.number} je uhrazena: vaše kódy – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `objednávka ${v.number} je uhrazena, děkujeme. Tady jsou vaše kódy ke konferenci ${v.event}.`,
        ...(v.invoice ? [`V příloze posíláme fakturu – daňový doklad ${v.invoice}.`] : []),
        ...(v.accessCodes.length
          ? [
              v.accessCodes.length === 1 ? 'Přístupový kód k živým přenosům:' : 'Přístupové kódy k živým přenosům:',
              ...v.accessCodes,
            ]
          : []),
        ...(v.ticketCodes.length
          ? [
              v.ticketCodes.length === 1 ? 'Kód vstupenky:' : 'Kódy vstupenek:',
              ...v.ticketCodes,
              'Každý účastník si jeden kód vstupenky uplatní na své stránce Můj účet nebo při doplnění profilu volbou „Mám lístek“. Kód platí jednou.',
            ]
          : []),
      ],
      ...optionalAction('Můj účet', v.url),
    }),
    en: (v: TicketCodesVars) => ({
      subject: `Order ${v.number} is paid: your codes – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `order ${v.number} is paid, thank you. Here are your codes for the ${v.event} conference.`,
        ...(v.invoice ? [`The invoice – tax document ${v.invoice} is attached.`] : []),
        ...(v.accessCodes.length
          ? [v.accessCodes.length === 1 ? 'Livestream access code:' : 'Livestream access codes:', ...v.accessCodes]
          : []),
        ...(v.ticketCodes.length
          ? [
              v.ticketCodes.length === 1 ? 'Ticket code:' : 'Ticket codes:',
              ...v.ticketCodes,
              'Each attendee claims one ticket code on their My account page, or with “I have a ticket” when completing their profile. A code works once.',
            ]
          : []),
      ],
      ...optionalAction('My account', v.url),
    }),
  },
  'ticket-order-cancelled': {
    cs: (v: TicketCancelledVars) => ({
      subject: `Objednávka ${v.number} byla zrušena – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `vaši objednávku vstupenek ${v.number} na konferenci ${v.event} jsme zrušili. Její vstupenky a přístupové kódy k živým přenosům už neplatí.`,
        !v.creditNote
          ? v.refunds?.length
            ? `Objednávka nebyla zaplacena celá: zálohovou fakturu ${v.number} už neplaťte, daňový doklad k ní vystaven nebyl.`
            : `Objednávka nebyla zaplacena: zálohovou fakturu ${v.number} neplaťte, daňový doklad k ní vystaven nebyl.`
          : v.attached
            ? `Fakturu ${v.invoice} ruší opravný daňový doklad ${v.creditNote}, který posíláme v příloze.`
            : `Fakturu ${v.invoice} ruší opravný daňový doklad ${v.creditNote}.`,
        ...(v.refunds ?? []).map((r) =>
          r.account
            ? `Zaplacenou částku ${r.amount} vám vrátíme na účet ${r.account}, ze kterého přišla.`
            : `Zaplacenou částku ${r.amount} vám vrátíme; číslo účtu si od vás vyžádáme, pokud ho nemáme.`,
        ),
        v.refunds?.length
          ? 'Pokud jde o omyl, odpovězte prosím na tento e-mail nebo kontaktujte pořadatele.'
          : 'Pokud jste objednávku už zaplatili nebo jde o omyl, odpovězte prosím na tento e-mail nebo kontaktujte pořadatele.',
      ],
      ...optionalAction('Můj účet', v.url),
    }),
    en: (v: TicketCancelledVars) => ({
      subject: `Order ${v.number} was cancelled – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `we have cancelled your ticket order ${v.number} for the ${v.event} conference. Its tickets and livestream access codes are no longer valid.`,
        !v.creditNote
          ? v.refunds?.length
            ? `The order was not paid in full: do not pay the rest of the proforma invoice ${v.number}; no tax document was issued for it.`
            : `The order was not paid: do not pay the proforma invoice ${v.number}; no tax document was issued for it.`
          : v.attached
            ? `The credit note ${v.creditNote}, attached, cancels the invoice ${v.invoice}.`
            : `The credit note ${v.creditNote} cancels the invoice ${v.invoice}.`,
        ...(v.refunds ?? []).map((r) =>
          r.account
            ? `We will refund the ${r.amount} you paid to the account ${r.account} it came from.`
            : `We will refund the ${r.amount} you paid; we will ask you for the account if we do not have it.`,
        ),
        v.refunds?.length
          ? 'If this is a mistake, please reply to this e-mail or contact the organisers.'
          : 'If you have already paid or this is a mistake, please reply to this e-mail or contact the organisers.',
      ],
      ...optionalAction('My account', v.url),
    }),
  },
  'ticket-payment-taken-back': {
    cs: (v: TicketPaymentTakenBackVars) => ({
      subject: `Objednávka ${v.number} zatím není uhrazena – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `platbu k vaší objednávce vstupenek ${v.number} na konferenci ${v.event} jsme zaznamenali omylem, objednávka zatím uhrazena není. Kódy vstupenek a přístupové kódy, které jsme vám poslali, neplatí; po přijetí platby vám pošleme nové.`,
        v.attached
          ? `Fakturu ${v.invoice} ruší opravný daňový doklad ${v.creditNote}, který posíláme v příloze.`
          : `Fakturu ${v.invoice} ruší opravný daňový doklad ${v.creditNote}.`,
        'Pokud jste objednávku zaplatili, odpovězte prosím na tento e-mail nebo kontaktujte pořadatele.',
      ],
      ...optionalAction('Můj účet', v.url),
    }),
    en: (v: TicketPaymentTakenBackVars) => ({
      subject: `Order ${v.number} is not paid yet – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `we recorded a payment for your ticket order ${v.number} for the ${v.event} conference in error: the order is not paid yet. The ticket codes and access codes we sent you no longer work; we will send new ones once the payment arrives.`,
        v.attached
          ? `The credit note ${v.creditNote}, attached, cancels the invoice ${v.invoice}.`
          : `The credit note ${v.creditNote} cancels the invoice ${v.invoice}.`,
        'If you have paid the order, please reply to this e-mail or contact the organisers.',
      ],
      ...optionalAction('My account', v.url),
    }),
  },
  'ticket-offer': {
    cs: (v: TicketOfferVars) => ({
      subject: `Uvolnila se vstupenka na konferenci – Týden inovací`,
      lines: [
        'Dobrý den,',
        `zapsali jste se do pořadníku na vstupenky na konferenci ${v.event}. Teď pro vás máme ${v.count === 1 ? 'vstupenku' : `vstupenky (${v.count})`}.`,
        `Objednat si ${v.count === 1 ? 'ji' : 'je'} můžete odkazem níže během ${v.hours} h; potom nabídka vyprší a nabídneme vstupenky dalším v pořadí. Odkaz platí pro jednu objednávku.`,
      ],
      action: { label: 'Objednat vstupenky', url: v.url },
    }),
    en: (v: TicketOfferVars) => ({
      subject: 'A conference ticket is free for you – Innovation Week',
      lines: [
        'Hello,',
        `you joined the waiting list for tickets to the ${v.event} conference. We now have ${v.count === 1 ? 'a ticket' : `${v.count} tickets`} for you.`,
        `Order ${v.count === 1 ? 'it' : 'them'} through the link below within ${v.hours} hours; after that the offer expires and goes to the next person in line. The link is good for one order.`,
      ],
      action: { label: 'Order tickets', url: v.url },
    }),
  },
  'organiser-message': {
    cs: (v: OrganiserMessageVars) => ({
      subject: `${v.subject} – Týden inovací`,
      lines: [
        ...paragraphs(v.text),
        v.event
          ? `Tuto zprávu vám poslal pořadatel semináře ${v.event}, protože jste ${v.audience === 'waiting' ? 'v jeho pořadníku' : 'na něj přihlášeni'}.`
          : 'Tuto zprávu vám poslal pořadatel Týdne inovací, protože máte vstupenku na konferenci.',
      ],
      ...(v.url ? { action: { label: v.event ? 'Stránka semináře' : 'Týden inovací', url: v.url } } : {}),
    }),
    en: (v: OrganiserMessageVars) => ({
      subject: `${v.subject} – Innovation Week`,
      lines: [
        ...paragraphs(v.text),
        v.event
          ? `The organiser of the seminar ${v.event} sent you this message because you are ${v.audience === 'waiting' ? 'on its waiting list' : 'signed up for it'}.`
          : 'The Innovation Week organisers sent you this message because you hold a conference ticket.',
      ],
      ...(v.url ? { action: { label: v.event ? 'The seminar page' : 'Innovation Week', url: v.url } } : {}),
    }),
  },
  'signup-waiting': {
    cs: (v: SignupVars & { position: number }) => ({
      subject: `Jste v pořadníku: ${v.event} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `seminář ${v.event} (${v.when}) je plný, zařadili jsme vás do pořadníku na ${v.position}. místo.`,
        'Jakmile se místo uvolní a přijdete na řadu, dostanete ho automaticky a pošleme vám e-mail s pozvánkou do kalendáře. Pokud už o seminář nestojíte, odhlaste se z pořadníku na stránce semináře.',
      ],
      action: { label: 'Stránka semináře', url: v.url },
    }),
    en: (v: SignupVars & { position: number }) => ({
      subject: `You are on the waiting list: ${v.event} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `the seminar ${v.event} (${v.when}) is full; you are number ${v.position} on its waiting list.`,
        'When a seat becomes free and it is your turn, it is yours automatically and we will mail you the calendar invitation. If you no longer want to come, leave the waiting list on the seminar page.',
      ],
      action: { label: 'The seminar page', url: v.url },
    }),
  },
  'signup-removed': {
    cs: (v: SignupVars) => ({
      subject: `Odhlášení pořadatelem: ${v.event} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `pořadatel vás odhlásil ze semináře ${v.event} (${v.when}); vaše místo už neplatí.`,
        'Pokud jde o omyl, ozvěte se prosím pořadateli semináře.',
      ],
      action: { label: 'Stránka semináře', url: v.url },
    }),
    en: (v: SignupVars) => ({
      subject: `Removed by the organiser: ${v.event} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `the organiser has removed you from the seminar ${v.event} (${v.when}); your seat is no longer held.`,
        'If this is a mistake, please contact the seminar organiser.',
      ],
      action: { label: 'The seminar page', url: v.url },
    }),
  },
  'session-changed': {
    cs: (v: SessionChangeVars) => ({
      subject: `Změna programu: ${v.event} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        v.place === 'star'
          ? `u akce ${v.event}, kterou máte ve svém programu, se změnilo:`
          : `u semináře ${v.event}, ${v.place === 'queue' ? 'na který jste v pořadníku' : 'na který jste přihlášeni'}, se změnilo:`,
        ...v.changes,
        'V příloze najdete aktualizovanou pozvánku do kalendáře; nahradí tu předchozí.',
        ...(v.place === 'star' ? ['Tato oznámení jste si zapnuli na stránce Můj program; tamtéž je můžete vypnout.'] : []),
      ],
      action: { label: v.place === 'star' ? 'Stránka akce' : 'Stránka semináře', url: v.url },
    }),
    en: (v: SessionChangeVars) => ({
      subject: `Programme change: ${v.event} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        v.place === 'star'
          ? `the session ${v.event}, which is in your programme, has changed:`
          : `the seminar ${v.event}, which you are ${v.place === 'queue' ? 'waiting for' : 'signed up for'}, has changed:`,
        ...v.changes,
        'The updated calendar invitation is attached; it replaces the earlier one.',
        ...(v.place === 'star' ? ['You turned these notices on in My programme, where you can turn them off.'] : []),
      ],
      action: { label: v.place === 'star' ? 'The session page' : 'The seminar page', url: v.url },
    }),
  },
  'seat-reconfirm': {
    cs: (v: SeatReconfirmVars) => ({
      subject: `Potvrďte prosím své místo: ${v.event} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `seminář ${v.event} (${v.when}) je plně obsazený a další zájemci čekají v pořadníku. Potvrďte prosím, že přijdete, do ${v.deadline}.`,
        'Nepotvrzená místa po tomto termínu dostanou zájemci z pořadníku. Pokud přijít nemůžete, odhlaste se prosím na stránce semináře.',
        `Stránka semináře: ${v.url}`,
      ],
      action: { label: 'Potvrdit místo', url: v.confirmUrl },
    }),
    en: (v: SeatReconfirmVars) => ({
      subject: `Please confirm your seat: ${v.event} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `the seminar ${v.event} (${v.when}) is full and others are on its waiting list. Please confirm that you are coming by ${v.deadline}.`,
        'Seats not confirmed by then go to the people waiting. If you cannot come, please leave on the seminar page.',
        `The seminar page: ${v.url}`,
      ],
      action: { label: 'Confirm my seat', url: v.confirmUrl },
    }),
  },
  'seat-released': {
    cs: (v: SignupVars) => ({
      subject: `Vaše místo přešlo na další zájemce: ${v.event} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `místo na semináři ${v.event} (${v.when}) jste do stanoveného termínu nepotvrdili, a tak přešlo na první zájemce z pořadníku. Už nejste přihlášeni.`,
        'Pokud přece jen chcete přijít, můžete se na stránce semináře zařadit do pořadníku.',
      ],
      action: { label: 'Stránka semináře', url: v.url },
    }),
    en: (v: SignupVars) => ({
      subject: `Your seat went to the waiting list: ${v.event} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `you did not confirm your seat at the seminar ${v.event} (${v.when}) in time, so it went to the first person on the waiting list. You are no longer signed up.`,
        'If you would still like to come, you can join the waiting list on the seminar page.',
      ],
      action: { label: 'The seminar page', url: v.url },
    }),
  },
} satisfies Record<string, Template<never>>;

export type TemplateName = keyof typeof templates;
export type TemplateVars<T extends TemplateName> = Parameters<(typeof templates)[T]['cs']>[0];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function renderMail<T extends TemplateName>(name: T, locale: Locale, vars: TemplateVars<T>): Rendered {
  const render = templates[name][locale] as (v: TemplateVars<T>) => ReturnType<Template<TemplateVars<T>>[Locale]>;
  const { subject, lines, action } = render(vars);
  const text = [...lines, ...(action ? ['', `${action.label}: ${action.url}`] : [])].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a2e">',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(action.url)}</p>`
      : '',
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
