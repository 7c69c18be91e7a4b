import { useState } from 'react';
import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useRevalidator } from 'react-router';
import { useAdminT, type AdminKey } from '../../i18n/admin-t';
import { apiCall } from '../../forms/api-client';
import { useUnsavedChanges } from './unsaved-changes';
import { useAdminToast } from './use-admin-toast';
import { reorder } from './widgets/filter-options';

export type PickerItem = { id: number; label: string; meta?: string | null };

type Props = {
  items: readonly PickerItem[];
  /** The chosen ids in their order. */
  order: readonly number[];
  onChange: (order: number[]) => void;
  texts: {
    unused: string;
    ordered: string;
    noneUnused: string;
    noneOrdered: string;
    add: (label: string) => string;
    remove: (label: string) => string;
  };
};

/**
 * Two lists for choosing and ordering (the patrons on the homepage, the pages of the side
 * menu): the unused ones with Add, the chosen ones numbered, with Remove and a drag handle
 * that also works from the keyboard (Enter picks up, arrows move, Enter drops).
 */
export function OrderedPicker({ items, order, onChange, texts }: Props) {
  const t = useAdminT();
  const byId = new Map(items.map((item) => [item.id, item]));
  const unused = items.filter((item) => !order.includes(item.id));
  // New objects each time: the list re-renders a row only when its item changes, and the number does.
  const ordered = order.flatMap((id, i) => {
    const item = byId.get(id);
    return item ? [{ ...item, position: i + 1 }] : [];
  });
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': byId.get(Number(key))?.label ?? String(key) })),
    onReorder: (e) => {
      const moved = order.filter((id) => e.keys.has(id));
      onChange(reorder(order, moved, Number(e.target.key), e.target.dropPosition === 'after' ? 'after' : 'before'));
    },
  });

  return (
    <div className="order-columns">
      <section className="admin-section" aria-labelledby="unused-heading">
        <h2 id="unused-heading">{texts.unused}</h2>
        <GridList
          aria-labelledby="unused-heading"
          items={unused}
          className="chosen-list"
          renderEmptyState={() => <p className="select-empty">{texts.noneUnused}</p>}
        >
          {(item) => (
            <GridListItem id={item.id} textValue={item.label} className="chosen-item">
              <span className="chosen-label">
                {item.label}
                {item.meta ? <span className="admin-item-meta"> · {item.meta}</span> : null}
              </span>
              <Button
                className="button button-small button-ghost"
                onPress={() => onChange([...order, item.id])}
                aria-label={texts.add(item.label)}
              >
                {t('patronsOrder.addShort')}
              </Button>
            </GridListItem>
          )}
        </GridList>
      </section>
      <section className="admin-section" aria-labelledby="ordered-heading">
        <h2 id="ordered-heading">{texts.ordered}</h2>
        <p className="field-hint">{t('patronsOrder.dragHint')}</p>
        <GridList
          aria-labelledby="ordered-heading"
          items={ordered}
          dragAndDropHooks={dragAndDropHooks}
          className="chosen-list"
          renderEmptyState={() => <p className="select-empty">{texts.noneOrdered}</p>}
        >
          {(item) => (
            <GridListItem id={item.id} textValue={item.label} className="chosen-item">
              <Button slot="drag" className="chosen-drag" aria-label={t('fields.reorder', { label: item.label })}>
                <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />
                </svg>
              </Button>
              <span className="chosen-label">
                {item.position}. {item.label}
              </span>
              <Button
                className="button button-small button-ghost"
                onPress={() => onChange(order.filter((id) => id !== item.id))}
                aria-label={texts.remove(item.label)}
              >
                {t('patronsOrder.removeShort')}
              </Button>
            </GridListItem>
          )}
        </GridList>
      </section>
    </div>
  );
}

/**
 * The state of a screen that saves one ordered list of ids (the patrons order, a side menu):
 * the list and its saved copy, the unsaved-changes guard, restore, and save through `put`
 * (`PUT` of the given path and body), told with `savedKey` or the refusal.
 */
export function useOrderEditor(
  initial: readonly number[],
  put: (order: number[]) => { path: string; body: unknown },
  savedKey: AdminKey,
) {
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState<number[]>([...initial]);
  const [order, setOrder] = useState<number[]>([...initial]);
  const [saving, setSaving] = useState(false);
  const dirty = order.join(',') !== saved.join(',');
  const guard = useUnsavedChanges(dirty);
  const restore = () => {
    setOrder(saved);
    void revalidator.revalidate();
  };
  const save = async () => {
    setSaving(true);
    const { path, body } = put(order);
    const res = await apiCall<unknown>('PUT', path, body);
    setSaving(false);
    if (!res.ok) {
      toast.refused(res.code, res.params);
      return;
    }
    setSaved(order);
    toast.success(savedKey);
  };
  return { order, setOrder, editor: { save, restore, saving, dirty, guard } };
}
