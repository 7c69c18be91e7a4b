/** The profile fields a seminar sign-up needs (`Signup.fillOut`'s `data.missing`). */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
