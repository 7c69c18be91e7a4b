import type { TextPack } from '../../i18n/text-packs';

/** A member's box, the profile and ticket steps: the forms' texts, the sign-up's refusals, the account's fields. */
export const SIGNUP_FORM_PACKS = ['signupForms', 'signupRefusals', 'profileFields'] as const satisfies readonly TextPack[];
/** The quick sign-up (its dialog, and its form in the page without JavaScript): those and the consent. */
export const QUICK_SIGNUP_PACKS = [...SIGNUP_FORM_PACKS, 'consent'] as const satisfies readonly TextPack[];
/** The seat to confirm. */
export const SEAT_CONFIRM_PACKS = ['signupForms'] as const satisfies readonly TextPack[];

/**
 * The texts that the sign-up box's modules on demand bring with them (decision 205), as
 * BROUGHT_TEXT_PACKS (app/i18n/text-packs.ts) has them for others: what a guest's first paint
 * does not show, with the forms' texts, refusals, fields and consent. A table of its own, read
 * by the tests; the box (seminar-signup.tsx) takes the lists above, so that no page's scripts
 * carry the modules' names, and every page's shell none of it.
 */
export const SIGNUP_TEXT_PACKS = {
  'app/components/programme/member-signup.tsx': SIGNUP_FORM_PACKS,
  'app/components/programme/quick-signup-dialog.tsx': QUICK_SIGNUP_PACKS,
  'app/components/programme/quick-signup-form.tsx': QUICK_SIGNUP_PACKS,
  'app/components/programme/profile-completion-dialog.tsx': SIGNUP_FORM_PACKS,
  'app/components/programme/ticket-step-dialog.tsx': SIGNUP_FORM_PACKS,
  'app/components/programme/seat-confirm-form.tsx': SEAT_CONFIRM_PACKS,
} as const satisfies Record<string, readonly TextPack[]>;
