import { z } from 'zod';

/**
 * What signing in takes: a name or e-mail and a password, neither empty. A module of its own so
 * that the sign-in page's browser check loads none of the other account forms' rules and the
 * refusal texts they name (decision 190).
 */
export const loginInput = z.object({
  identifier: z.string().trim().min(1, 'Form.error.required').max(254),
  password: z.string().min(1, 'Form.error.required').max(200),
});
