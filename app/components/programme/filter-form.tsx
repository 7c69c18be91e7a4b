import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { SEARCH_MAX_LENGTH } from '../../../core/search/search-limits';
import { useT } from '../../i18n/use-t';
import { useHydrated } from '../ui/use-hydrated';

type Props = {
  children: ReactNode;
  active: boolean;
  /** How many results the filters give, announced to screen readers when it changes. */
  summary: string;
};

/**
 * Filters kept in the URL (`?hall=2`), so a filtered list can be shared and Back returns to
 * the previous filter. A plain GET form that works without JavaScript; with it, every change
 * submits at once and the button goes away. Empty choices stay out of the URL.
 */
export function FilterForm({ children, active, summary }: Props) {
  const t = useT();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();

  const submitClean = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') query.append(key, value);
    void submit(query, { method: 'get', action: pathname, preventScrollReset: true });
  };
  // Choices apply at once; typed text waits for Enter or its button (a list reloading under
  // the cursor at every keystroke would take the field away).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!(event.target instanceof HTMLInputElement && event.target.type === 'search')) submitClean(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitClean(event.currentTarget);
  };

  return (
    <Form
      method="get"
      action={pathname}
      className="filter-bar"
      role="search"
      aria-label={t('programme.filters')}
      onChange={onChange}
      onSubmit={onSubmit}
      preventScrollReset
    >
      {/* Remounted per URL, so Back and Forward show the choices of the list they bring back. */}
      <div key={search} className="filter-fields">
        {children}
      </div>
      <div className="filter-actions">
        {hydrated ? null : (
          <button type="submit" className="button button-small">
            {t('programme.applyFilters')}
          </button>
        )}
        {active ? (
          <Link to={pathname} className="text-link filter-reset" preventScrollReset>
            {t('programme.resetFilters')}
          </Link>
        ) : null}
      </div>
      <p className="filter-summary" role="status">
        {summary}
      </p>
    </Form>
  );
}

type SelectProps = {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  allLabel: string;
};

/** A labelled select whose first option means "no filter". */
export function FilterSelect({ name, label, value, options, allLabel }: SelectProps) {
  const id = `filter-${name}`;
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled checkbox sent as `name=1`. */
export function FilterToggle({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  const id = `filter-${name}`;
  return (
    <div className="filter-field filter-toggle">
      <input id={id} type="checkbox" name={name} value="1" defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

type SearchProps = { name: string; label: string; hint: string; value: string; button: string };

/** A labelled search field with its own button; it submits on Enter or the button, not while typing. */
export function FilterSearch({ name, label, hint, value, button }: SearchProps) {
  const id = `filter-${name}`;
  return (
    <div className="filter-field filter-search">
      <label htmlFor={id}>{label}</label>
      <div className="filter-search-row">
        <input
          id={id}
          type="search"
          name={name}
          defaultValue={value}
          maxLength={SEARCH_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="button button-small">
          {button}
        </button>
      </div>
      <p id={`${id}-hint`} className="filter-hint">
        {hint}
      </p>
    </div>
  );
}
