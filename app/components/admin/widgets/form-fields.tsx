/**
 * The simple admin form controls (admin-and-widgets.md 2, "Shared widgets"): text, textarea,
 * number, toggle, select and datetime, each a labelled React Aria control inside a FieldFrame
 * (required marker, message under the field). Values are controlled by the form.
 */
import type { ZonedDateTime } from '@internationalized/date';
import { useId } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Switch,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useAdminT } from '../../../i18n/admin-t';
import { lengthRefusal } from '../../../forms/length-refusal';
import { FieldFrame, FieldMessages } from './field-frame';
import { instantToZoned, placeholderIn, zonedToInstant } from './zoned-instant';
import '../../../styles/admin-form.css';

type Common = {
  label: string;
  required?: boolean;
  /** A refusal code shown under the control. */
  error?: string | undefined;
  hint?: string;
  className?: string;
};

/** The constraints `useForm`'s `field` binds (app/forms/use-form.ts), from core's zod schema. */
type Constraints = { name?: string; minLength?: number | undefined; maxLength?: number | undefined };

/** A "too long" refusal with the field's limit named (app/forms/length-refusal.ts). */
function tooLong(error: string | undefined, maxLength: number | undefined) {
  const { error: code, params } = lengthRefusal(error, maxLength);
  return { error: code, errorParams: params };
}

type TextProps = Common &
  Constraints & {
    value: string;
    onChange: (value: string) => void;
    type?: 'text' | 'email' | 'url';
    placeholder?: string;
    autoComplete?: string;
    /** The keyboard a phone offers: digits and a decimal comma for an amount. */
    inputMode?: 'decimal' | 'numeric';
  };

export function TextInputField({
  value,
  onChange,
  type = 'text',
  placeholder,
  name,
  minLength,
  maxLength,
  autoComplete,
  inputMode,
  ...frame
}: TextProps) {
  return (
    <FieldFrame {...frame} {...tooLong(frame.error, maxLength)}>
      {(ids) => (
        <TextField
          id={ids.controlId}
          value={value}
          onChange={onChange}
          type={type}
          isRequired={frame.required}
          isInvalid={!!frame.error}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          validationBehavior="aria"
        >
          <Input
            className="field-input"
            name={name}
            placeholder={placeholder}
            minLength={minLength}
            maxLength={maxLength}
            autoComplete={autoComplete}
            inputMode={inputMode}
          />
        </TextField>
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  value,
  onChange,
  rows = 4,
  name,
  minLength,
  maxLength,
  ...frame
}: Common &
  Constraints & {
    value: string;
    onChange: (value: string) => void;
    rows?: number;
  }) {
  return (
    <FieldFrame {...frame} {...tooLong(frame.error, maxLength)}>
      {(ids) => (
        <TextField
          id={ids.controlId}
          value={value}
          onChange={onChange}
          isRequired={frame.required}
          isInvalid={!!frame.error}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          validationBehavior="aria"
        >
          <TextArea className="field-input field-textarea" name={name} rows={rows} minLength={minLength} maxLength={maxLength} />
        </TextField>
      )}
    </FieldFrame>
  );
}

/** A whole number; empty is null. */
export function NumberInputField({
  value,
  onChange,
  name,
  min = 0,
  max,
  ...frame
}: Common & {
  value: number | null;
  onChange: (value: number | null) => void;
  name?: string;
  min?: number | undefined;
  max?: number | undefined;
}) {
  return (
    <FieldFrame {...frame}>
      {(ids) => (
        <TextField
          id={ids.controlId}
          value={value === null ? '' : String(value)}
          onChange={(text) => {
            const digits = text.replace(/[^\d]/g, '');
            onChange(digits === '' ? null : Math.min(max ?? Infinity, Math.max(min ?? 0, Number(digits))));
          }}
          isRequired={frame.required}
          isInvalid={!!frame.error}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          validationBehavior="aria"
        >
          <Input className="field-input field-number" name={name} inputMode="numeric" pattern="[0-9]*" />
        </TextField>
      )}
    </FieldFrame>
  );
}

/** A switch with its label beside it; the state is read as on or off, a refusal under it. */
export function ToggleField({
  label,
  value,
  onChange,
  hint,
  error,
  isDisabled,
}: {
  label: string;
  value: boolean;
  onChange: (on: boolean) => void;
  hint?: string;
  /** A refusal code shown under the switch. */
  error?: string | undefined;
  isDisabled?: boolean;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field field-toggle${error ? ' field-invalid' : ''}`}>
      <Switch
        isSelected={value}
        onChange={onChange}
        className="toggle"
        isDisabled={isDisabled ?? false}
        aria-describedby={describedBy}
      >
        <span className="toggle-track" aria-hidden="true">
          <span className="toggle-thumb" />
        </span>
        <span className="toggle-label">{label}</span>
      </Switch>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export type Option = { id: number | string; label: string };

/**
 * One choice from a list; `emptyLabel` offers "none" (null) for an optional field. The value is
 * an option's own id, so a list of numeric ids gives a number (`{...f.field('hall')}` binds it).
 */
export function SelectField<Id extends Option['id']>({
  value,
  onChange,
  options,
  emptyLabel,
  isDisabled,
  ...frame
}: Common & {
  value: Id | null;
  onChange: (value: Id | null) => void;
  options: readonly { id: Id; label: string }[];
  emptyLabel?: string;
  isDisabled?: boolean;
}) {
  const t = useAdminT();
  const items = emptyLabel ? [{ id: '', label: emptyLabel }, ...options] : options;
  return (
    <FieldFrame {...frame} labelAs="span">
      {(ids) => (
        <Select
          selectedKey={value === null ? (emptyLabel ? '' : null) : value}
          onSelectionChange={(key) =>
            onChange(key === '' || key === null ? null : (options.find((o) => o.id === key)?.id ?? null))
          }
          isRequired={frame.required}
          isInvalid={!!frame.error}
          isDisabled={isDisabled ?? false}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          placeholder={t('fields.selectPlaceholder')}
          validationBehavior="aria"
          className="select"
        >
          <Button className="field-input select-button">
            <SelectValue className="select-value" />
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </Button>
          <Popover className="select-popover">
            <ListBox className="select-list" items={items}>
              {(item) => (
                <ListBoxItem id={item.id} className="select-option" textValue={item.label}>
                  {item.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
      )}
    </FieldFrame>
  );
}

/**
 * Date and time in the event's time zone (whatever the organiser's own zone), written back as
 * the instant the API takes. The calendar button opens a month grid for the date.
 */
export function DateTimeField({
  value,
  onChange,
  timeZone,
  ...frame
}: Common & {
  value: string | null;
  onChange: (iso: string | null) => void;
  timeZone: string;
}) {
  const t = useAdminT();
  return (
    <FieldFrame {...frame} labelAs="span" hint={frame.hint ?? t('fields.timeZoneHint', { zone: timeZone })}>
      {(ids) => (
        <DatePicker<ZonedDateTime>
          value={instantToZoned(value, timeZone)}
          onChange={(next) => onChange(zonedToInstant(next, timeZone))}
          granularity="minute"
          hourCycle={24}
          hideTimeZone
          isRequired={frame.required}
          isInvalid={!!frame.error}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          validationBehavior="aria"
          className="datetime"
          placeholderValue={placeholderIn(timeZone)}
        >
          <Group className="field-input datetime-group">
            <DateInput className="datetime-input">
              {(segment) => <DateSegment segment={segment} className="datetime-segment" />}
            </DateInput>
            <Button className="datetime-button" aria-label={t('fields.openCalendar')}>
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
              </svg>
            </Button>
          </Group>
          <Popover className="datetime-popover">
            <Dialog className="datetime-dialog" aria-label={t('fields.calendar')}>
              <Calendar className="calendar">
                <header className="calendar-header">
                  <Button slot="previous" className="calendar-nav" aria-label={t('pagination.previous')}>
                    ‹
                  </Button>
                  <Heading className="calendar-heading" />
                  <Button slot="next" className="calendar-nav" aria-label={t('pagination.next')}>
                    ›
                  </Button>
                </header>
                <CalendarGrid className="calendar-grid">
                  {(date) => <CalendarCell date={date} className="calendar-cell" />}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DatePicker>
      )}
    </FieldFrame>
  );
}
