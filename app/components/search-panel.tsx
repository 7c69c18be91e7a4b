import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Form } from './ui/form';
import { SEARCH_MAX_LENGTH } from '../../core/search/search-limits';
import type { SearchResult } from '../../core/search/search-schema';
import { eventHref } from './programme/event-paths';
import { LoadFailed } from './ui/load-failed';
import { localized } from '../i18n/localized';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';

/** Spec 5: the text is sent 400 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400;

type Status = 'idle' | 'loading' | 'done' | 'failed';

/**
 * The header search's panel (search-box.tsx), loaded when the visitor first opens it (decision
 * 161): the field asks the API 400 ms after the last keystroke, arrow keys move through the
 * results, Enter opens one, Escape closes the list and then the panel; Enter with no result
 * chosen, or the submit button, opens the results page. Once loaded it stays, hidden while
 * closed, so the text and the results are there again when it reopens.
 */
export default function SearchPanel({
  id,
  open: panelOpen,
  onClose: closePanel,
}: {
  id: string;
  open: boolean;
  /** Closes the panel, focus back on the toggle when asked. */
  onClose: (returnFocus: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panelId = `${id}-panel`;
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const [text, setText] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const searchPage = href('Search', {}, locale);

  const closeList = () => {
    setListOpen(false);
    setActive(-1);
  };
  // A new page, or the panel closing, closes the list.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname || (!panelOpen && listOpen)) {
    setShownFor(pathname);
    setListOpen(false);
    setActive(-1);
  }

  useEffect(() => {
    if (panelOpen) inputRef.current?.focus();
  }, [panelOpen]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const search = async (query: string) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStatus('loading');
    try {
      const response = await fetch(`/api/search/${encodeURIComponent(query)}`, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      const found = (await response.json()) as SearchResult[];
      setResults(found);
      setStatus('done');
      setActive(-1);
      // Results arriving open the list, as focus does (spec 4).
      setListOpen(document.activeElement === inputRef.current);
    } catch (error) {
      if (controller.signal.aborted) return;
      setResults([]);
      setStatus('failed');
      setListOpen(false);
      console.warn(error);
    }
  };

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const query = value.trim();
    if (!query) {
      request.current?.abort();
      setResults([]);
      setStatus('idle');
      closeList();
      return;
    }
    timer.current = setTimeout(() => void search(query), SEARCH_DEBOUNCE_MS);
  };

  const open = async (result: SearchResult) => {
    closeList();
    if (result.collectionType === 'speaker') {
      // The page itself redirects to the URL with the name's slug.
      await navigate(href('SpeakerDetail', { id: result.collectionId }, locale));
      return;
    }
    await navigate(
      eventHref(
        { id: result.collectionId, type: result.eventtype ?? 0, slug: result.slug ?? '', slug_en: result.slug_en ?? null },
        locale,
      ),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        setListOpen(true);
        setActive((i) => (listOpen ? (i + 1) % count : 0));
        return;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        setListOpen(true);
        setActive((i) => (listOpen && i > 0 ? i - 1 : count - 1));
        return;
      case 'Enter':
        if (listOpen && active >= 0 && results[active]) {
          event.preventDefault();
          void open(results[active]);
        }
        // Otherwise the form submits to the results page.
        return;
      case 'Escape':
        event.preventDefault();
        if (listOpen) closeList();
        else closePanel(true);
        return;
    }
  };

  const showList = listOpen && results.length > 0;
  const message =
    status === 'loading'
      ? t('search.loading')
      : status === 'done'
        ? results.length
          ? t('search.count', { count: results.length })
          : t('search.none')
        : '';

  return (
    <div id={panelId} className="search-panel" hidden={!panelOpen}>
      <Form method="get" action={searchPage} role="search" className="container search-form" onSubmit={closeList}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <div className="search-field">
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            name="q"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${id}-usage`}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (results.length) setListOpen(true);
            }}
          />
          <ul id={listId} role="listbox" aria-label={t('search.results')} className="search-list" hidden={!showList}>
            {results.map((result, i) => (
              <li
                key={`${result.collectionType}-${result.collectionId}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="search-option"
                // Keep focus in the field, so the combobox stays the one focused element.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => void open(result)}
              >
                <span className={`search-type search-type-${result.collectionType === 'Event' ? 'event' : 'speaker'}`}>
                  {result.collectionType === 'Event' ? t('search.typeEvent') : t('search.typeSpeaker')}
                </span>
                <span className="search-option-name">{localized(result.name, result.name_en, locale)}</span>
              </li>
            ))}
          </ul>
          {/* The count is for screen readers; the list itself shows it to everyone else. */}
          <p className={status === 'done' && results.length ? 'visually-hidden' : 'search-status'} role="status">
            {message}
          </p>
          {status === 'failed' ? (
            <LoadFailed
              onRetry={() => {
                inputRef.current?.focus();
                void search(text.trim());
              }}
            />
          ) : null}
          <p id={`${id}-usage`} className="visually-hidden">
            {t('search.usage')}
          </p>
        </div>
        <button type="submit" className="button search-submit">
          {t('search.submit')}
        </button>
      </Form>
    </div>
  );
}
