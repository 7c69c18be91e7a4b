import { data } from 'react-router';
import { canMessage } from '../../../core/accounts/policy';
import { AppError } from '../../../core/errors/app-error';
import { getMessageTarget } from '../../../core/messages/get-message-target';
import { messageInput } from '../../../core/messages/message-input';
import {
  previewEventMessage,
  sendEventMessage,
  type MessageContext,
  type MessagePreview,
} from '../../../core/messages/send-event-message';
import type { SessionUser } from '../../../core/accounts/get-session-user';
import { forbiddenPage } from '../../auth/forbidden.server';
import type { AppDeps } from '../../context';
import { readFormValues, validateForm, type FieldErrors } from '../../forms/form-errors';
import { refusalFields } from '../../forms/refusal-fields';
import { notFound } from '../not-found';

export const MESSAGE_FIELDS = ['audience', 'subject', 'text', 'subject_en', 'text_en'] as const;

/** The seminar a message is about, with its counts; the screen's 403 and 404 pages from core's refusals. */
export async function loadMessageTarget(deps: AppDeps, request: Request, viewer: SessionUser) {
  const raw = new URL(request.url).searchParams.get('event');
  if (raw === null) {
    // Without a seminar the one audience is every ticket holder: Admins only.
    if (!canMessage(viewer, { audience: 'ticketHolders', event: null }, viewer.editableExhibitorIds))
      throw forbiddenPage(request, 'admin');
    return { event: null, counts: null };
  }
  const eventId = Number(raw);
  if (!Number.isInteger(eventId) || eventId < 1 || eventId > 2147483647) throw notFound();
  try {
    return await getMessageTarget(deps.db, { viewer, eventId });
  } catch (err) {
    if (err instanceof AppError && err.code === 'Message.forbidden') throw forbiddenPage(request, 'eventEditor');
    if (err instanceof AppError && err.status === 404) throw notFound();
    throw err;
  }
}

/** The action's one answer shape: sent (how many), or the form again with its values, a preview and/or problems. */
export type MessageAnswer = {
  sent: { recipients: number } | null;
  preview: MessagePreview | null;
  errors: FieldErrors | null;
  values: Record<string, string>;
};
const answer = (a: Partial<MessageAnswer>, status = 200) =>
  data<MessageAnswer>({ sent: null, preview: null, errors: null, values: {}, ...a }, { status });

/**
 * The compose form's two buttons: `intent=preview` answers what each language's recipients would
 * read and how many they are; `intent=send` sends what was previewed (its digest), or answers a
 * fresh preview when the text or the audience changed meanwhile. Core decides who may write.
 */
export async function messageAction(deps: AppDeps, request: Request, viewer: SessionUser) {
  const values = await readFormValues(request);
  const parsed = validateForm(messageInput, values);
  if (!parsed.ok) return answer({ errors: parsed.errors, values }, 400);
  const ctx: MessageContext = { mail: deps.mail };
  try {
    if (values.intent !== 'send') {
      return answer({ preview: await previewEventMessage(deps.db, { viewer, input: parsed.data, ctx }), values });
    }
    const outcome = await sendEventMessage(deps.db, {
      viewer,
      input: parsed.data,
      digest: values.digest ?? '',
      ctx,
      limiter: deps.limits.messagesPerUser,
    });
    if (!outcome.sent) return answer({ preview: outcome.preview, values });
    return answer({ sent: { recipients: outcome.recipients } });
  } catch (err) {
    const errors = refusalFields(err, MESSAGE_FIELDS);
    if (!errors) throw err;
    return answer({ errors, values }, 400);
  }
}
