import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
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

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string' && value !== '') query.append(key, value);
    void submit(query, { method: 'get', action: pathname, preventScrollReset: true });
  };

  return (
    <Form
      method="get"
      action={pathname}
      className="filter-bar"
      role="search"
      aria-label={t('programme.filters')}
      onChange={onChange}
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
