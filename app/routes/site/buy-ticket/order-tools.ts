/**
 * What the order form runs once the buyer acts on it, not at the first paint (decision 206):
 * the order schema with zod (validate-order.ts), the two API calls with the API client and the
 * refusal mapper (ticket-api.ts), and the form's values. The form loads this module at its first
 * focus, at the latest when the code is checked or the order sent, together with the refusal
 * texts it may show (BROUGHT_TEXT_PACKS), so a refusal never shows before its text.
 */
export { validateOrder } from './validate-order';
export { checkPromoCode, promoCodeTooLong, readOrderRefusal, sendOrder } from './ticket-api';
export { formValues } from '../../../forms/form-errors';
