import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
  // The fields are remounted for a list the URL brings (Back, Forward, the reset link), so they
  // show its choices; not for the visitor's own change, whose control would lose the focus.
  const [ownSearch, setOwnSearch] = useState<string | null>(null);
  const [fields, setFields] = useState({ key: 0, search });
  if (search !== fields.search) {
    setFields({ search, key: search === ownSearch ? fields.key : fields.key + 1 });
    setOwnSearch(null);
  }
  const ownControl = useRef('');
  useEffect(() => {
    // Should the URL come back spelled otherwise, the control is remounted: focus it again by id.
    const control = ownControl.current;
    ownControl.current = '';
    if (control && document.activeElement === document.body) document.getElementById(control)?.focus();
  }, [search]);

  const submitClean = (form: HTMLFormElement, control?: string) => {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') query.append(key, value);
    const next = query.size ? `?${query.toString()}` : '';
    setOwnSearch(next);
    ownControl.current = control ?? '';
    void submit(query, { method: 'get', action: pathname, preventScrollReset: true });
  };
  // Choices apply at once; typed text waits for Enter or its button (a list reloading under
  // the cursor at every keystroke would take the field away).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (!(target instanceof HTMLInputElement && target.type === 'search')) submitClean(event.currentTarget, target.id);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const focused = document.activeElement;
    submitClean(
      event.currentTarget,
      focused instanceof HTMLElement && event.currentTarget.contains(focused) ? focused.id : undefined,
    );
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
      <div key={fields.key} className="filter-fields">
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
