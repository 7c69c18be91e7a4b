import { useId } from 'react';
import type { MessageKey } from '../../../i18n/messages/cs';
import { formatPercent } from '../../../i18n/format-money';
import { useT } from '../../../i18n/use-t';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onCheck: () => void;
  checkDisabled: boolean;
  checking: boolean;
  /** Invalid, used up, too long, or why the check did not answer: a red border and this text. */
  error: MessageKey | undefined;
  /** The discount of a valid code, shown as "applied". */
  applied: number | null;
};

/**
 * The promo code with its check button (public-site.md 5, 8). Enter in the field checks the
 * code instead of sending the order. The outcome is read out from a status line that is always
 * in the page.
 */
export function PromoCodeField({ value, onChange, onCheck, checkDisabled, checking, error, applied }: Props) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div className={`field ticket-promo${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {t('ticket.promocode')}
      </label>
      <div className="ticket-promo-row">
        <input
          id={id}
          name="promocode"
          className="field-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${messageId} ${hintId}`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (!checkDisabled) onCheck();
          }}
        />
        <button type="button" className="button button-ghost" disabled={checkDisabled} onClick={onCheck}>
          {checking ? t('ticket.promoChecking') : t('ticket.promoCheck')}
        </button>
      </div>
      <div id={messageId} role="status">
        {error ? (
          <p className="field-error">{t(error)}</p>
        ) : applied !== null ? (
          <p className="field-success">{t('ticket.promoApplied', { discount: formatPercent(applied) })}</p>
        ) : null}
      </div>
      <p id={hintId} className="field-hint">
        {t('ticket.promocodeHint')}
      </p>
    </div>
  );
}
