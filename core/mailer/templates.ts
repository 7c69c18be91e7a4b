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
 * A ticket order's confirmation: the invoice number and the figures as the buyer's language
 * writes them, and how to pay (`account` may be empty while the organiser has not set one).
 */
type TicketOrderVars = {
  name: string;
  count: number;
  number: string;
  total: string;
  paid: boolean;
  account: string;
  variableSymbol: string;
  dueDate: string;
};

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
  'ticket-order': {
    cs: (v: TicketOrderVars) => ({
      subject: `Objednávka vstupenek, faktura ${v.number} – Týden inovací`,
      lines: [
        `Dobrý den, ${v.name},`,
        `děkujeme za objednávku vstupenek na konferenci Týdne inovací. Počet vstupenek: ${v.count}.`,
        `Faktura ${v.number}, celkem ${v.total} včetně DPH.`,
        v.paid
          ? 'Objednávku plně hradí sleva z promo kódu, nic neplatíte.'
          : `Zaplaťte prosím do ${v.dueDate}${v.account ? ` na účet ${v.account}` : ''} s variabilním symbolem ${v.variableSymbol}.`,
      ],
    }),
    en: (v: TicketOrderVars) => ({
      subject: `Your ticket order, invoice ${v.number} – Innovation Week`,
      lines: [
        `Hello ${v.name},`,
        `thank you for ordering tickets for the Innovation Week conference. Number of tickets: ${v.count}.`,
        `Invoice ${v.number}, ${v.total} in total including VAT.`,
        v.paid
          ? 'The promo code covers the whole order: there is nothing to pay.'
          : `Please pay by ${v.dueDate}${v.account ? ` to the account ${v.account}` : ''} with the variable symbol ${v.variableSymbol}.`,
      ],
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
