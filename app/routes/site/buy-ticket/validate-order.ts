/**
 * The order schema in the browser: the same zod schema the API runs. Imported on demand by the
 * form (at the first focus, at the latest on submit), so zod is not part of the page's first load.
 */
import { orderInput } from '../../../../core/tickets/order-input';
import { validateInput } from '../../../../core/validation/validate-input';

export const validateOrder = (payload: unknown) => validateInput(orderInput, payload);
export type ValidateOrder = typeof validateOrder;
