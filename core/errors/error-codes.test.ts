import { describe, expect, it } from 'vitest';
import { AppError, invalidInput } from './app-error';
import { ERROR_CODES, errorText, isErrorCode, type ErrorCode } from './error-codes';

const codes = Object.keys(ERROR_CODES) as ErrorCode[];
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

/** Codes clients may already branch on: they can be added to, never renamed or removed. */
const PUBLISHED: string[] = [
  'Request.unauthorized',
  'Request.crossOrigin',
  'Request.crossSite',
  'Request.notFound',
  'Request.internal',
  'Request.body.contentType',
  'Request.body.json',
  'Request.body.unknownField',
  'Request.body.tooLarge',
  'Entry.notFound',
  'Entry.notAnImage',
  'Form.error.required',
  'Form.error.invalid',
  'Form.error.tooLong',
  'Form.error.badCharacters',
  'Form.error.username.min',
  'Form.error.username.chars',
  'Form.error.email.min',
  'Auth.form.error.email.format',
  'Form.error.password.min',
  'Auth.form.error.password.matching',
  'Form.error.zip',
  'Form.error.phone',
  'Auth.form.error.invalid',
  'Auth.form.error.blocked',
  'Auth.form.error.confirmed',
  'Auth.form.error.email.taken',
  'Auth.form.error.username.taken',
  'Auth.form.error.code.invalid',
  'Auth.form.error.code.used',
  'Auth.form.error.code.expired',
  'Auth.form.error.password.current',
  'Auth.form.error.password.currentNeeded',
  'Auth.form.error.ratelimit',
  'Auth.account.gone',
  'Users.forbidden.others',
  'Users.forbidden.field',
  'Users.forbidden.read',
  'Users.forbidden.list',
  'Users.forbidden.delete',
  'Users.forbidden.deleteSelf',
  'Users.forbidden.create',
  'Users.unknownIds',
  'Outbox.forbidden',
  'Query.param.unknown',
  'Query.param.repeated',
  'Query.param.tooManyValues',
  'Query.param.tooLong',
  'Query.param.badCharacters',
  'Query.param.oneOf',
  'Query.param.integer',
  'Query.param.id',
  'Query.param.boolean',
  'Query.param.date',
  'Query.param.range',
  'Query.field.unknown',
  'Query.relation.unknown',
  'Query.relation.idOnly',
  'Query.operator.unknown',
  'Query.operator.notAllowed',
  'Query.sort.field',
  'Query.sort.direction',
  'Query.editor.ownId',
  'Search.text.length',
  'Search.text.noWords',
  'Upload.tooLarge',
  'Upload.type',
  'Upload.pixels',
  'Upload.totalPixels',
  'Upload.svg',
  'Upload.multipart',
  'Upload.fileInfo',
  'Upload.forbidden',
  'Upload.forbidden.others',
  'Embed.code',
  'Embed.type',
  'Embed.forbidden.edit',
  'Embed.forbidden.events',
  // Reference data and the audit log (decision 019)
  'ReferenceData.forbidden',
  'EventType.delete',
  'Location.inUse',
  'Hall.inUse',
  'Hall.broadcast',
  'Hall.slido',
  'Hall.delay.forbidden',
  'Hall.delay.minutes',
  'AuditLog.forbidden',
  'Media.notImage',
  'Exhibitor.logo.required',
  'Exhibitor.inUse',
  'Exhibitor.forbidden.edit',
  'Patron.image.required',
  'Patron.forbidden.edit',
  'Speaker.forbidden.edit',
  'Speaker.forbidden.field',
  'Speaker.forbidden.delete',
  'Setting.forbidden.edit',
  'Setting.patronsOrder.duplicate',
  'Page.forbidden.edit',
  'Page.slug',
  'Page.slug.taken',
  'Page.localization.exists',
  // Seminar sign-ups (decision 023)
  'Signup.notSignedIn',
  'Signup.forbidden',
  'Signup.notASeminar',
  'Signup.fillOut',
  'Signup.noTicket',
  'Signup.full',
  'Signup.noRegistration',
  'Signup.waitlist.forbidden',
  'Signup.quick.emailTaken',
  'Signup.quick.signedIn',
  'Signup.quick.joinFailed',
  'Livestream.invalid',
  'Livestream.inefficient',
  'Livestream.locked',
  'Ticket.amount.range',
  'Ticket.promoCode.tooLong',
  'Ticket.promoCode.invalid',
  'Ticket.promoCode.usedUp',
  'Ticket.priceMismatch',
  'Ticket.soldOut',
  'Ticket.quota',
  'Ticket.idempotencyConflict',
  'Ticket.idempotencyKey',
  'Ticket.forbidden',
  'Ticket.code.invalid',
  'Ticket.code.claimed',
  'Ticket.code.alreadyHeld',
  'TicketOrder.cancelled',
  'TicketOrder.noInvoice',
  'TicketOrder.statement.format',
  'TicketOrder.statement.missing',
  'PromoCode.chars',
  'PromoCode.discount',
  'PromoCode.window',
  'PromoCode.taken',
  'PromoCode.inUse',
  'AccessCode.forbidden',
  'AccessCode.passphrase.min',
  'AccessCode.passphrase.chars',
  'AccessCode.taken',
  'AccessCode.rights',
  'AccessCode.validUntil',
  'AccessCode.used',
  'AccessCode.ordered',
  'TicketSettings.regnumber',
  'TicketSettings.vatNumber',
  'TicketSettings.bankAccount',
  'TicketSettings.iban',
  'TicketSettings.ibanMismatch',
];

describe('error codes', () => {
  it('every code has a text in Czech and in English', () => {
    for (const code of codes) {
      expect(ERROR_CODES[code].cs.trim(), code).not.toBe('');
      expect(ERROR_CODES[code].en.trim(), code).not.toBe('');
      expect(ERROR_CODES[code].cs, `${code} is not translated`).not.toBe(ERROR_CODES[code].en);
    }
  });

  it('the Czech text asks for no parameter the English one lacks', () => {
    for (const code of codes) {
      const english = placeholders(ERROR_CODES[code].en);
      for (const name of placeholders(ERROR_CODES[code].cs)) expect(english.has(name), `${code}: {${name}}`).toBe(true);
    }
  });

  it('published codes stay', () => {
    for (const code of PUBLISHED) expect(isErrorCode(code), code).toBe(true);
  });

  it('codes are the stable part: the texts fill in their parameters', () => {
    expect(errorText('Query.param.unknown', 'en', { param: 'foo' })).toBe('Unknown parameter "foo".');
    expect(errorText('Query.param.unknown', 'cs', { param: 'foo' })).toBe('Neznámý parametr „foo“.');
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode('Auth.form.error.email.taken')).toBe(true);
  });
});

describe('AppError', () => {
  it('takes its status and English message from the table', () => {
    const err = new AppError('Auth.form.error.email.taken', { field: 'email' });
    expect(err).toMatchObject({
      status: 400,
      code: 'Auth.form.error.email.taken',
      field: 'email',
      fields: { email: 'Auth.form.error.email.taken' },
    });
    expect(err.message).toBe(ERROR_CODES['Auth.form.error.email.taken'].en);
    expect(new AppError('Request.unauthorized').status).toBe(401);
  });

  it('an input with several problems leads with the first and keeps them all', () => {
    const err = invalidInput({ zip: 'Form.error.zip', phone: 'Form.error.phone' });
    expect(err).toMatchObject({
      code: 'Form.error.zip',
      field: 'zip',
      fields: { zip: 'Form.error.zip', phone: 'Form.error.phone' },
    });
  });
});
