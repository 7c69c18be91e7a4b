import { useEffect, useRef, useState } from 'react';
import {
  Button,
  ComboBox,
  GridList,
  GridListItem,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  useDragAndDrop,
} from 'react-aria-components';
import { useAdminT } from '../../../i18n/admin-t';
import { FieldFrame } from './field-frame';
import { filterOptions, reorder } from './filter-options';
import type { Option } from './form-fields';
import { useDebounced } from './use-debounced';

/** How long the search waits after the last keystroke (admin-and-widgets.md 9). */
export const MULTISELECT_SEARCH_MS = 200;

type Props = {
  label: string;
  value: readonly Option['id'][];
  onChange: (value: Option['id'][]) => void;
  options: readonly Option[];
  /** The chosen items can be reordered (dragging, or the keyboard through the drag handle). */
  sortable?: boolean;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
};

/**
 * Several choices from a long list: a search box (label match, case and accents ignored,
 * 200 ms after the last keystroke) adds an option, the chosen ones are listed below with a
 * remove button and, when `sortable`, a drag handle that reorders them. React Aria gives the
 * keyboard and screen-reader behaviour of both (combobox, grid list with drag and drop).
 */
export function MultiSelectField({ label, value, onChange, options, sortable = false, ...frame }: Props) {
  const t = useAdminT();
  const [query, setQuery] = useState('');
  // A pick starts a fresh search box (closed, empty) that keeps the focus for the next pick.
  const [round, setRound] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (round > 0) inputRef.current?.focus();
  }, [round]);
  const settledQuery = useDebounced(query, MULTISELECT_SEARCH_MS);
  const byId = new Map(options.map((o) => [o.id, o]));
  const chosen = value.map((id) => byId.get(id) ?? { id, label: t('fields.unknownOption', { id }) });
  const available = filterOptions(
    options.filter((o) => !value.includes(o.id)),
    settledQuery,
  );

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': byId.get(key as Option['id'])?.label ?? String(key) })),
    onReorder: (e) => {
      const moved = value.filter((id) => e.keys.has(id));
      onChange(reorder(value, moved, e.target.key as Option['id'], e.target.dropPosition === 'after' ? 'after' : 'before'));
    },
  });

  return (
    <FieldFrame {...frame} label={label} labelAs="span" as="div">
      {(ids) => (
        <div className="multiselect">
          <ComboBox
            key={round}
            aria-labelledby={ids.labelId}
            aria-describedby={ids.describedBy}
            items={available}
            inputValue={query}
            onInputChange={setQuery}
            selectedKey={null}
            onSelectionChange={(key) => {
              if (key === null) return;
              const option = options.find((o) => o.id === key);
              if (option && !value.includes(option.id)) onChange([...value, option.id]);
              setQuery('');
              setRound((r) => r + 1);
            }}
            menuTrigger="input"
            isInvalid={!!frame.error}
            validationBehavior="aria"
            allowsEmptyCollection
            className="combobox"
          >
            <div className="combobox-field">
              <Input ref={inputRef} className="field-input" placeholder={t('fields.searchToAdd')} />
              <Button className="combobox-button" aria-label={t('fields.showOptions')}>
                <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </Button>
            </div>
            <Popover className="select-popover">
              <ListBox className="select-list" renderEmptyState={() => <p className="select-empty">{t('fields.noMatch')}</p>}>
                {(item: Option) => (
                  <ListBoxItem id={item.id} className="select-option" textValue={item.label}>
                    {item.label}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
          <GridList
            aria-label={t('fields.chosen', { label })}
            items={chosen}
            dragAndDropHooks={sortable ? dragAndDropHooks : undefined}
            className="chosen-list"
            renderEmptyState={() => <p className="select-empty">{t('fields.noneChosen')}</p>}
          >
            {(item) => (
              <GridListItem id={item.id} textValue={item.label} className="chosen-item">
                {sortable ? (
                  <Button slot="drag" className="chosen-drag" aria-label={t('fields.reorder', { label: item.label })}>
                    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />
                    </svg>
                  </Button>
                ) : null}
                <span className="chosen-label">{item.label}</span>
                <Button
                  className="chosen-remove"
                  aria-label={t('fields.remove', { label: item.label })}
                  onPress={() => onChange(value.filter((id) => id !== item.id))}
                >
                  <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6 6 18" />
                  </svg>
                </Button>
              </GridListItem>
            )}
          </GridList>
        </div>
      )}
    </FieldFrame>
  );
}
