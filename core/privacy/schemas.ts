import { z } from 'zod';

/** The Me page's 'Delete my account' form: the current password confirms it (decision 155). */
export const deleteAccountInput = z.object({
  currentPassword: z.string().min(1, 'Form.error.required').max(200),
});

/** The newsletter opt-in given or withdrawn through the API (decision 154). */
export const newsletterInput = z.object({ subscribed: z.boolean() }).strict();
