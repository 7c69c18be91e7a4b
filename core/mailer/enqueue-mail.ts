import type { Db, Tx } from '../../db/client';
import { mailOutbox, type MailAttachment, type MailComposition } from '../../db/schema';
import { renderMail, type Locale, type TemplateName, type TemplateVars } from './templates';

/**
 * Writes a rendered message to the outbox, inside the caller's transaction when given one, so a
 * message exists exactly when the change that caused it was committed. With no SMTP server
 * configured the message is 'kept': admins read it in the outbox and nothing is sent later.
 */
export async function enqueueMail<T extends TemplateName>(
  db: Db | Tx,
  opts: {
    to: string;
    template: T;
    locale: Locale;
    vars: TemplateVars<T>;
    deliver: boolean;
    /** Files sent with the message (base64 content), e.g. an event's .ics. */
    attachments?: MailAttachment[];
    /** The ticket order the message is about: it shows in the order's history (decision 079). */
    orderId?: number;
    /**
     * An order's document whose PDF the outbox worker attaches after the commit (decision 183):
     * the message is written whole here and delivered once the file is on it, so the caller's
     * transaction renders no PDF. Needs `orderId`.
     */
    attachDocument?: { id: number };
  },
) {
  const { subject, text, html } = renderMail(opts.template, opts.locale, opts.vars);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: opts.to,
      subject,
      text,
      html,
      attachments: opts.attachments?.length ? opts.attachments : null,
      template: opts.template,
      locale: opts.locale,
      status: opts.deliver ? 'pending' : 'kept',
      orderId: opts.orderId ?? null,
      ...(opts.attachDocument ? { compose: 'attach-document' as const, documentId: opts.attachDocument.id } : {}),
    })
    .returning();
  return row!;
}

/** What a message the outbox worker composes after the commit is written from (decision 157). */
export type MailToCompose = {
  to: string;
  template: TemplateName;
  locale: Locale;
  deliver: boolean;
  compose: MailComposition;
  orderId: number;
};

/**
 * The outbox row of a message the outbox worker composes after the commit (decision 157): who it
 * goes to, which template and language, and what to compose it from; no subject, body or
 * attachment yet. For a caller that writes it within a statement of its own (the order's insert).
 */
export function mailToComposeRow(opts: MailToCompose) {
  return {
    to: opts.to,
    subject: '',
    text: '',
    template: opts.template,
    locale: opts.locale,
    status: opts.deliver ? 'pending' : 'kept',
    orderId: opts.orderId,
    compose: opts.compose,
  } satisfies typeof mailOutbox.$inferInsert;
}

/**
 * Writes a message the outbox worker composes after the commit (decision 157), so the caller's
 * transaction renders nothing. It exists exactly when the change was committed, like every
 * message, and is delivered (or kept) only once composed.
 */
export async function enqueueMailToCompose(db: Db | Tx, opts: MailToCompose) {
  const [row] = await db.insert(mailOutbox).values(mailToComposeRow(opts)).returning({ id: mailOutbox.id });
  return row!;
}
