import { useReducer, useRef, useState, type FormEvent } from 'react';
import type { OrderAnswer } from './order-action.server';
import { useNavigate } from 'react-router';
import type { ErrorCode } from '../../../../core/errors/error-codes';
import type { FieldErrors } from '../../../../core/errors/field-errors';
import { CURRENCY, MAX_TICKETS, MIN_TICKETS, TICKET_PRICE, type TicketType } from '../../../../core/tickets/pricing';
import { useToast } from '../../../components/toasts';
import { Notification } from '../../../components/ui/notification';
import { TextField } from '../../../components/ui/text-field';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { formatMoney } from '../../../i18n/format-money';
import { intlLocale, type Locale } from '../../../i18n/locale';
import type { MessageKey } from '../../../i18n/messages/cs';
import { BROUGHT_TEXT_PACKS } from '../../../i18n/text-packs';
import { bringTexts } from '../../../i18n/translate';
import { useLocale, useT } from '../../../i18n/use-t';
import type { BuyerPrefill } from './buyer-prefill';
import { CONTACT, INVOICE, type OrderField } from './order-fields';
import {
  canCheckPromo,
  discountOf,
  initialOrderFormState,
  isCheckDisabled,
  needsPromoCheck,
  orderFormReducer,
  priceOf,
  type OrderFormState,
} from './order-form-state';
import {
  COMPANY_INVOICE,
  ORDER_FORM_FIELDS,
  idempotencyKeyFor,
  newIdempotencyKey,
  orderPayload,
  type SentOrder,
} from './order-payload';
import { PriceSummary } from './price-summary';
import { PromoCodeField } from './promo-code-field';
import type { OrderRefusal, PromoAnswer } from './ticket-api';
import type * as OrderToolsModule from './order-tools';
import { clearOrderDraft, OrderDraft, saveOrderDraft } from './order-draft';
import { href } from '../../../i18n/route-paths';
import { ConsentNote } from '../../../components/consent-note';
import type { OrderPageState } from '../order-page';

type OrderTools = typeof OrderToolsModule;
let tools: Promise<OrderTools> | null = null;

/**
 * The order's checks (zod), its API calls and the refusal texts they may show come with the
 * first focus in the form, at the latest with the first check or order, not with the page
 * (issue 8, decision 206). A failed load is tried again the next time.
 */
function loadTools(locale: Locale): Promise<OrderTools> {
  const loading = (tools ??= import('./order-tools'));
  return Promise.all([loading, bringTexts(locale, BROUGHT_TEXT_PACKS['app/routes/site/buy-ticket/order-tools.ts'])]).then(
    ([module]) => module,
    (error: unknown) => {
      if (tools === loading) tools = null;
      throw error;
    },
  );
}

const toastId = () => Math.random().toString(36).slice(2, 10);

type Props = {
  vatRate: number;
  prefill: BuyerPrefill | null;
  /** The secret of a valid waiting-list offer link, sent with the order (decision 082). */
  offer?: string | null;
  /** The one-time key of a post without JavaScript (decision 127), from the loader. */
  orderKey?: string;
  /** The action's refusal of such a post: its codes and what was typed. */
  answer?: OrderAnswer | undefined;
};

/** The count, tier and code as they were sent, for a form the action gave back. */
function initialState(answer: OrderAnswer | undefined): OrderFormState {
  if (!answer) return initialOrderFormState;
  const { type, amount, promocode } = answer.values;
  let state = initialOrderFormState;
  if (type === '2') state = orderFormReducer(state, { type: 'tier', tier: 2 });
  if (amount !== undefined) state = orderFormReducer(state, { type: 'count', value: amount });
  if (promocode) state = orderFormReducer(state, { type: 'promoCode', value: promocode });
  return state;
}

/**
 * The order form (public-site.md 2.9, 4, 5, 8): tier, count and promo code with the live
 * summary, the buyer's contact fields and the optional company invoice. Contact and invoice
 * inputs are uncontrolled, so a refused order leaves everything typed in place; the state
 * rules live in order-form-state.ts.
 */
export function OrderForm({ vatRate, prefill, offer = null, orderKey, answer }: Props) {
  const t = useT();
  const locale = useLocale();
  const showToast = useToast();
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(orderFormReducer, answer, initialState);
  const [errors, setErrors] = useState<FieldErrors>(() => {
    const { form: _form, ...fields } = answer?.errors ?? {};
    return fields;
  });
  // A refusal of the whole order stands above the submit button, as the hydrated form's does.
  const [notice, setNotice] = useState<OrderRefusal['notice']>(() =>
    answer?.errors.form ? { message: answer.errors.form, params: answer.params ?? {} } : null,
  );
  const navigate = useNavigate();
  const lastSent = useRef<SentOrder | null>(null);
  const running = useRef<{ code: string; answer: Promise<number | ErrorCode | null> } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const price = priceOf(state, vatRate);
  const sending = state.phase === 'sending';

  /** Checks a code: its discount, why it gives none, or null when the check did not answer. */
  function check(code: string): Promise<number | ErrorCode | null> {
    if (running.current?.code === code) return running.current.answer;
    dispatch({ type: 'checkStarted', code });
    const asked: Promise<PromoAnswer> = loadTools(locale).then(
      (loaded) => loaded.checkPromoCode(code),
      // Its script did not come: as if the server were not reached.
      () => ({ error: 'Request.internal' }),
    );
    const answer = asked.then((a) => {
      if ('error' in a) {
        dispatch({ type: 'checkFailed', code, error: a.error });
        return null;
      }
      if (a.discount === false) {
        dispatch({ type: 'promoRefused', code, reason: a.reason });
        return a.reason;
      }
      dispatch({ type: 'checkAnswered', code, discount: a.discount });
      return a.discount;
    });
    running.current = { code, answer };
    void answer.finally(() => {
      if (running.current?.answer === answer) running.current = null;
    });
    return answer;
  }

  async function onCheck() {
    const code = state.promoCode.trim();
    // Refused without asking the API; if the script did not come, the check below says so.
    const tooLong = await loadTools(locale).then(
      (loaded) => loaded.promoCodeTooLong(code),
      () => null,
    );
    if (tooLong) {
      setErrors((e) => ({ ...e, promocode: tooLong }));
      return;
    }
    if (!canCheckPromo(state)) return;
    setErrors((e) => ({ ...e, promocode: undefined }));
    void check(code);
  }

  function fail(fieldErrors: FieldErrors, message: OrderRefusal['notice'] = null) {
    dispatch({ type: 'failed' });
    setErrors(fieldErrors);
    setNotice(message);
    focusFirstInvalid(formRef.current, fieldErrors);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.phase !== 'editing') return;
    const data = new FormData(event.currentTarget);
    const loading = loadTools(locale);
    dispatch({ type: 'send' });
    setNotice(null);

    let loaded: OrderTools;
    try {
      loaded = await loading;
    } catch {
      // The checks' script did not come: as if the server were not reached.
      return fail({}, { message: 'ticket.offline', params: {} });
    }
    const { validateOrder, sendOrder, readOrderRefusal } = loaded;
    const values = loaded.formValues(data);
    const code = state.promoCode.trim();
    const first = validateOrder(orderPayload(values, state, { locale, vatRate, offer }));
    const found: FieldErrors = first.ok ? {} : { ...first.errors };
    if (state.promo.status === 'invalid' && state.promo.code === code) found.promocode = state.promo.reason;
    if (Object.keys(found).length) return fail(found);

    // A typed code is checked before the order, so the price sent is the price shown.
    let priced: OrderFormState = state;
    if (needsPromoCheck(state)) {
      const discount = await check(code);
      if (discount === null) return fail({});
      if (typeof discount === 'string') return fail({ promocode: discount });
      priced = { ...state, promo: { status: 'valid', code, discount } };
    }
    const result = validateOrder(orderPayload(values, priced, { locale, vatRate, offer }));
    if (!result.ok) return fail(result.errors);

    const sent = idempotencyKeyFor(lastSent.current, JSON.stringify(result.data), newIdempotencyKey);
    lastSent.current = sent;
    const res = await sendOrder(result.data, sent.key);
    if (res.ok) {
      dispatch({ type: 'sent' });
      clearOrderDraft();
      showToast({ id: toastId(), tone: 'success', message: 'ticket.toastSent' });
      // The server saved the buyer's contact and invoice data to their account (public-site.md 8).
      if (prefill) showToast({ id: toastId(), tone: 'success', message: 'toast.recordsSaved' });
      // The thank-you is the order's own page (decision 080), in place of the form in the history:
      // a reload shows the order, and Back from a later page comes back to it, never to a form
      // that would place a second order.
      const state: OrderPageState = { placed: true };
      void navigate(href('OrderPage', { token: res.data.data.pageToken }, locale), { state, replace: true });
      return;
    }
    const refusal = readOrderRefusal(res, ORDER_FORM_FIELDS);
    showToast({ id: toastId(), tone: 'danger', message: 'ticket.toastFailed' });
    if (refusal.promo && code) dispatch({ type: 'promoRefused', code, reason: refusal.promo });
    fail(refusal.fields, refusal.notice);
  }

  const promoError: MessageKey | undefined =
    errors.promocode ??
    (state.promo.status === 'invalid' ? state.promo.reason : state.promo.status === 'unchecked' ? state.promo.error : undefined);
  const field = (f: OrderField, defaultValue: string) => (
    <TextField
      key={f.name}
      name={f.name}
      type={f.type ?? 'text'}
      label={t(f.label)}
      required={f.required}
      autoComplete={f.autoComplete}
      inputMode={f.inputMode}
      defaultValue={answer?.values[f.name] ?? defaultValue}
      error={errors[f.name]}
      className={f.wide ? 'field-wide' : undefined}
    />
  );

  return (
    <form
      ref={formRef}
      method="post"
      className="ticket-form"
      // The action's refusal: the page loads every refusal's texts before it hydrates (entry.client.tsx).
      data-refused={answer ? '' : undefined}
      noValidate
      aria-busy={sending || undefined}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadTools(locale).catch(() => undefined)}
      onInput={(event) => saveOrderDraft(event.currentTarget)}
      onChange={(event) => {
        const target: EventTarget = event.target;
        const name = target instanceof HTMLInputElement ? target.name : '';
        if (name && errors[name]) setErrors({ ...errors, [name]: undefined });
      }}
    >
      {/* Read by the action when the form is posted without JavaScript (decision 127). */}
      <input type="hidden" name="intent" value="order" />
      {orderKey ? <input type="hidden" name="orderKey" value={orderKey} /> : null}
      {offer ? <input type="hidden" name="offer" value={offer} /> : null}
      <OrderDraft formRef={formRef} dispatch={dispatch} skip={answer !== undefined} />
      <div className="ticket-main">
        <section className="ticket-card" aria-labelledby="ticket-tickets-title">
          <h2 id="ticket-tickets-title">{t('ticket.ticketsTitle')}</h2>
          <fieldset className="ticket-tiers">
            <legend className="field-label">{t('ticket.tierLegend')}</legend>
            <div className="ticket-tier-options">
              {([1, 2] as const satisfies TicketType[]).map((tier) => (
                <label key={tier} className="ticket-tier">
                  <input
                    type="radio"
                    name="type"
                    value={tier}
                    checked={state.type === tier}
                    onChange={() => dispatch({ type: 'tier', tier })}
                  />
                  <span className="ticket-tier-name">{t(tier === 1 ? 'ticket.tier1' : 'ticket.tier2')}</span>
                  <span className="ticket-tier-price">
                    <strong>{formatMoney(TICKET_PRICE[tier], CURRENCY, locale)}</strong> {t('ticket.tierPriceUnit')}
                  </span>
                  <span className="ticket-tier-note">{t(tier === 1 ? 'ticket.tier1Note' : 'ticket.tier2Note')}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="form-grid form-grid-2">
            <TextField
              name="amount"
              type="number"
              label={t('ticket.amount')}
              hint={t('ticket.amountHint')}
              required
              min={MIN_TICKETS}
              max={MAX_TICKETS}
              step={1}
              inputMode="numeric"
              value={state.count}
              onChange={(event) => dispatch({ type: 'count', value: event.target.value })}
              error={errors.amount}
            />
            <PromoCodeField
              value={state.promoCode}
              onChange={(value) => dispatch({ type: 'promoCode', value })}
              onCheck={() => void onCheck()}
              checkDisabled={!hydrated || isCheckDisabled(state)}
              checking={state.promo.status === 'checking'}
              error={promoError}
              applied={state.promo.status === 'valid' ? discountOf(state) : null}
            />
          </div>
        </section>

        <section className="ticket-card" aria-labelledby="ticket-contact-title">
          <h2 id="ticket-contact-title">{t('ticket.contactTitle')}</h2>
          <p className="ticket-card-lead">{t(prefill ? 'ticket.contactFromAccount' : 'ticket.contactLead')}</p>
          <div className="form-grid form-grid-2">
            {CONTACT.map((f) => field(f, prefill?.[f.name] || (f.name === 'country' ? t('ticket.countryDefault') : '')))}
          </div>
        </section>

        <div className="ticket-card ticket-invoice">
          <div className="ticket-toggle">
            <input
              id="ticket-company-invoice"
              type="checkbox"
              name={COMPANY_INVOICE}
              defaultChecked={answer ? Boolean(answer.values[COMPANY_INVOICE]) : (prefill?.companyInvoice ?? false)}
              aria-describedby="ticket-company-invoice-hint"
            />
            <div>
              <label htmlFor="ticket-company-invoice" className="ticket-toggle-label">
                {t('ticket.companyInvoice')}
              </label>
              <p id="ticket-company-invoice-hint" className="field-hint">
                {t('ticket.companyInvoiceHint')}
              </p>
            </div>
          </div>
          {/* Shown by CSS while the box is ticked, so it works before the scripts load and keeps what was typed. */}
          <div className="form-grid form-grid-2 ticket-invoice-fields">
            {INVOICE.map((f) => field(f, prefill?.[f.name] || (f.name === 'invoiceCountry' ? t('ticket.countryDefault') : '')))}
          </div>
        </div>
      </div>

      <div className="ticket-aside">
        <PriceSummary price={price} type={state.type} vatRate={vatRate} />
        {notice ? (
          <Notification tone="danger">{t(notice.message, numbersIn(notice.params, intlLocale(locale)))}</Notification>
        ) : null}
        <button type="submit" className="button button-large ticket-submit" disabled={sending}>
          {sending ? t('ticket.sending') : t('ticket.submit')}
        </button>
        <p className="field-hint">{t('ticket.invoiceNote')}</p>
        <ConsentNote />
      </div>
    </form>
  );
}

/** A refusal's figures (`{price}`, `{left}`) with the language's digit grouping. */
function numbersIn(params: Record<string, string | number>, tag: string): Record<string, string | number> {
  const format = new Intl.NumberFormat(tag);
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? format.format(v) : v]));
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLInputElement).focus();
      return;
    }
  }
}
