/**
 * E-mail templates in Czech and English. Each renders a subject, a plain-text body and a small
 * HTML body from the same variables; values are escaped in HTML.
 */
export type Locale = 'cs' | 'en';

type Rendered = { subject: string; text: string; html: string };
type Template<V> = Record<Locale, (v: V) => { subject: string; lines: string[]; action?: { label: string; url: string } }>;

const templates = {
  'confirm-email': {
    cs: (v: { username: string; url: string }) => ({
      subject: 'Potvrďte svůj e-mail – Týden inovací',
      lines: [`Dobrý den, ${v.username},`, 'děkujeme za registraci. Registraci dokončíte potvrzením e-mailové adresy.'],
      action: { label: 'Potvrdit e-mail', url: v.url },
    }),
    en: (v: { username: string; url: string }) => ({
      subject: 'Confirm your e-mail – Innovation Week',
      lines: [`Hello ${v.username},`, 'thank you for registering. Please confirm your e-mail address to complete the registration.'],
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
