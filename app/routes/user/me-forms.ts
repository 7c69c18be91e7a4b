/**
 * The three forms of the Me page. Each schema validates in the browser and again in the
 * action; they are core's schemas, adapted to what a form sends (empty password fields mean
 * "no change").
 */
import { z } from 'zod';
import { accountInput, contactInput, invoiceInput, passwordSchema } from '../../../core/accounts/schemas';
import { ADDRESS_INPUTS, INVOICE_INPUTS } from '../../forms/buyer-inputs';
import type { MessageKey } from '../../i18n/messages/cs';

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const accountForm = z
  .object({
    username: accountInput.shape.username.unwrap(),
    email: accountInput.shape.email.unwrap(),
    currentPassword: z.preprocess(blankIsAbsent, z.string().max(200).optional()),
    newPassword: z.preprocess(blankIsAbsent, passwordSchema.optional()),
    newPasswordConfirmation: z.preprocess(blankIsAbsent, z.string().max(200).optional()),
  })
  .refine((v) => v.newPassword === undefined || v.newPassword === v.newPasswordConfirmation, {
    message: 'Auth.form.error.password.matching',
    path: ['newPasswordConfirmation'],
  });

export const MeForms = { account: accountForm, contact: contactInput, invoice: invoiceInput } as const;
export type MeIntent = keyof typeof MeForms;

export function isMeIntent(value: unknown): value is MeIntent {
  return typeof value === 'string' && Object.hasOwn(MeForms, value);
}

export type FieldSpec = {
  name: string;
  label: MessageKey;
  hint?: MessageKey;
  /** What the schema cannot say (required, lengths and e-mail come from it, useForm). */
  type?: 'tel' | 'password';
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  /** Spans both columns on wide screens. */
  wide?: boolean;
  /** Never filled in from stored data, never sent back. */
  secret?: boolean;
};

export const FIELDS: Record<MeIntent, FieldSpec[]> = {
  account: [
    { name: 'username', label: 'me.username', autoComplete: 'username' },
    { name: 'email', label: 'me.email', autoComplete: 'email' },
    {
      name: 'currentPassword',
      label: 'me.currentPassword',
      hint: 'me.currentPasswordHint',
      type: 'password',
      autoComplete: 'current-password',
      wide: true,
      secret: true,
    },
    {
      name: 'newPassword',
      label: 'me.newPassword',
      hint: 'me.newPasswordHint',
      type: 'password',
      autoComplete: 'new-password',
      secret: true,
    },
    {
      name: 'newPasswordConfirmation',
      label: 'me.newPasswordConfirmation',
      type: 'password',
      autoComplete: 'new-password',
      secret: true,
    },
  ],
  contact: [
    { name: 'firstName', label: 'me.firstName', autoComplete: 'given-name' },
    { name: 'lastName', label: 'me.lastName', autoComplete: 'family-name' },
    { name: 'phone', label: 'me.phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
    { name: 'company', label: 'me.company', autoComplete: 'organization' },
    ...ADDRESS_INPUTS,
  ],
  invoice: [...INVOICE_INPUTS],
};
