/**
 * What the buyer typed into the order form, kept in the tab's sessionStorage (decision 127) so
 * a reload, or a phone that drops the page in the background, gives the form back as it was.
 * sessionStorage, not localStorage: the draft holds contact data and ends with the tab; it is
 * cleared once the order is placed.
 */
import { useEffect, type Dispatch, type RefObject } from 'react';
import type { TicketType } from '../../../../core/tickets/pricing';
import type { OrderFormAction } from './order-form-state';

const DRAFT_KEY = 'iw.ticketOrderDraft';
/** The form's own fields, never the one-time key or the offer link's secret. */
const NOT_KEPT = new Set(['intent', 'orderKey', 'offer']);

export function saveOrderDraft(form: HTMLFormElement): void {
  const draft: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (!NOT_KEPT.has(name) && typeof value === 'string') draft[name] = value;
  }
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or storage full: the form works without its draft.
  }
}

export function clearOrderDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

function readDraft(): Record<string, string> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/**
 * Puts a kept draft back once, after hydration: the typed fields into their inputs, the tier,
 * count and code through the form's state. Not over an action's answer (`skip`), which
 * already holds what was sent.
 */
export function OrderDraft({
  formRef,
  dispatch,
  skip,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  dispatch: Dispatch<OrderFormAction>;
  skip: boolean;
}) {
  useEffect(() => {
    const form = formRef.current;
    const draft = skip ? null : readDraft();
    if (!form || !draft) return;
    if (draft.type === '1' || draft.type === '2') dispatch({ type: 'tier', tier: Number(draft.type) as TicketType });
    if (draft.amount !== undefined) dispatch({ type: 'count', value: draft.amount });
    if (draft.promocode) dispatch({ type: 'promoCode', value: draft.promocode });
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement) || NOT_KEPT.has(element.name)) continue;
      if (element.type === 'checkbox') element.checked = element.name in draft;
      else if (element.type !== 'radio' && element.name in draft && !['amount', 'promocode'].includes(element.name))
        element.value = draft[element.name]!;
    }
  }, [formRef, dispatch, skip]);
  return null;
}
