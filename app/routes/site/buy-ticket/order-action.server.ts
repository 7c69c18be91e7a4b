import { data, redirect } from 'react-router';
import { AppError } from '../../../../core/errors/app-error';
import type { FieldErrors } from '../../../../core/errors/field-errors';
import { createTicketOrder } from '../../../../core/tickets/create-ticket-order';
import { orderAttempts } from '../../../../core/tickets/order-attempts';
import { parseIdempotencyKey } from '../../../../core/tickets/order-idempotency';
import { orderInput } from '../../../../core/tickets/order-input';
import { validateInput } from '../../../../core/validation/validate-input';
import { getUser, isSecure, type RequestArgs } from '../../../auth/session.server';
import { appContext, clientAddressContext } from '../../../context';
import { refusalFields } from '../../../forms/refusal-fields';
import { localeFromPath } from '../../../i18n/locale';
import { href } from '../../../i18n/route-paths';
import { toastCookie } from '../../../toasts/flash-toast';
import { buyerValues, ORDER_FORM_FIELDS } from './order-payload';

/** The order form's refused answer: the codes by field (`form` about the whole order) and what was typed. */
export type OrderAnswer = {
  errors: FieldErrors;
  values: Record<string, string>;
  /** The figures of a refusal about the whole order (`{left}` tickets, the server's `{price}`). */
  params?: Record<string, string | number>;
};

/**
 * The order form posted without JavaScript (decision 127), by the use case `POST
 * /api/buy-ticket` calls: the server prices the order from the count and the code (no `price`
 * or `type` to compare, since nothing priced it in the browser), the form's one-time key
 * (`orderKey`, made by the loader) makes a second press answer the same order. Placed, the
 * buyer lands on the order's page with its thank-you (`?placed=1`); refused, the codes stand
 * next to the fields and what was typed is given back.
 */
export async function orderAction(args: RequestArgs, values: Record<string, string>) {
  const { db, mail, limits, config } = args.context.get(appContext);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const amount = (values.amount ?? '').trim();
  const payload = {
    amount: amount === '' ? undefined : Number(amount),
    promocode: (values.promocode ?? '').trim(),
    ...buyerValues(values),
    locale,
    ...(values.offer ? { offer: values.offer } : {}),
  };
  const refused = (errors: FieldErrors, status: number, params?: OrderAnswer['params']) =>
    data<OrderAnswer>({ errors, values, ...(params ? { params } : {}) }, { status });
  const parsed = validateInput(orderInput, payload);
  if (!parsed.ok) return refused(parsed.errors, 400);
  try {
    const { order } = await createTicketOrder(db, {
      viewer: await getUser(args),
      input: parsed.data,
      idempotencyKey: values.orderKey ? parseIdempotencyKey(values.orderKey) : null,
      mail,
      attempts: orderAttempts(limits, args.context.get(clientAddressContext)),
      programmeNow: config.now(),
    });
    return redirect(`${href('OrderPage', { token: order.pageToken }, locale)}?placed=1`, {
      headers: { 'Set-Cookie': toastCookie('orderSent', { secure: isSecure(args) }) },
    });
  } catch (err) {
    const errors = refusalFields(err, ORDER_FORM_FIELDS);
    if (!errors) throw err;
    return refused(errors, 409, err instanceof AppError ? { ...err.params } : undefined);
  }
}
