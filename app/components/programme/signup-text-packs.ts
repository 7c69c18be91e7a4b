import type { TextPack } from '../../i18n/text-packs';

/**
 * The texts that the sign-up box's modules on demand bring with them (decision 205), as
 * BROUGHT_TEXT_PACKS (app/i18n/text-packs.ts) has them for others: what a guest's first paint
 * does not show, a signed-in member's box, the quick sign-up (its dialog, and its form in the
 * page without JavaScript), the profile and ticket steps and the seat to confirm, with the
 * forms' texts, refusals, fields and consent. A table of its own, read by the box
 * (seminar-signup.tsx), so that every page's shell does not carry it.
 */
export const SIGNUP_TEXT_PACKS = {
  'app/components/programme/member-signup.tsx': ['signupForms', 'signupRefusals', 'profileFields'],
  'app/components/programme/quick-signup-dialog.tsx': ['signupForms', 'signupRefusals', 'profileFields', 'consent'],
  'app/components/programme/quick-signup-form.tsx': ['signupForms', 'signupRefusals', 'profileFields', 'consent'],
  'app/components/programme/profile-completion-dialog.tsx': ['signupForms', 'signupRefusals', 'profileFields'],
  'app/components/programme/ticket-step-dialog.tsx': ['signupForms', 'signupRefusals', 'profileFields'],
  'app/components/programme/seat-confirm-form.tsx': ['signupForms'],
} as const satisfies Record<string, readonly TextPack[]>;
