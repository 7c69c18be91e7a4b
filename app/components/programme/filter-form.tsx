import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../ui/link';
import { SEARCH_MAX_LENGTH } from '../../../core/search/search-limits';
import { useT } from '../../i18n/use-t';
import { useHydrated } from '../ui/use-hydrated';

/** The keys that step a closed select, and how long the list waits for the next step. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
const STEP_PAUSE_MS = 500;

/** The form's filled fields as a query, empty ones left out. */
function cleanQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') query.append(key, value);
  return query;
}
/**
 * Whether a choice in the form (a select or a checkbox, not typed text, which waits for Enter)
 * differs from the page's URL: compared on those fields only, so other query parameters of
 * the page never count.
 */
function choiceDiffers(form: HTMLFormElement, search: string): boolean {
  const chosen = [...form.elements].filter(
    (el): el is HTMLSelectElement | HTMLInputElement =>
      el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type === 'checkbox'),
  );
  const url = new URLSearchParams(search);
  const formQuery = cleanQuery(form);
  return chosen.some((el) => (formQuery.get(el.name) ?? '') !== (url.get(el.name) ?? ''));
}

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
  const navigate = useNavigate();
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
    const query = cleanQuery(form);
    const next = query.size ? `?${query.toString()}` : '';
    setOwnSearch(next);
    ownControl.current = control ?? '';
    // What React Router's GET submission does, without its `Form` module (decision 199).
    void navigate(pathname + next, { preventScrollReset: true });
  };
  // A choice made before the page's script ran (the select shows it, nothing listened): applied
  // once it runs, instead of being lost (issue 29: 2 of 12 quick choices were).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (form && choiceDiffers(form, search)) submitClean(form);
    // Once, at hydration: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Arrow keys step a closed select through its options, each step a change: the list follows
  // the last one after a pause, not every step (each reloaded it); a click applies at once.
  const stepping = useRef<{ timer: ReturnType<typeof setTimeout> | null; keys: boolean }>({ timer: null, keys: false });
  useEffect(() => () => clearTimeout(stepping.current.timer ?? undefined), []);
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    stepping.current.keys = event.target instanceof HTMLSelectElement && STEP_KEYS.has(event.key);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLInputElement && target.type === 'search') return;
    const form = event.currentTarget;
    clearTimeout(stepping.current.timer ?? undefined);
    if (stepping.current.keys) {
      stepping.current.timer = setTimeout(() => submitClean(form, target.id), STEP_PAUSE_MS);
    } else {
      submitClean(form, target.id);
    }
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
    <form
      ref={formRef}
      method="get"
      action={pathname}
      className="filter-bar"
      role="search"
      aria-label={t('programme.filters')}
      onChange={onChange}
      onKeyDown={onKeyDown}
      onSubmit={onSubmit}
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
    </form>
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
