import { use, useCallback, useEffect, useId, useRef } from 'react';
import {
  IDLE_BLOCKER,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  type Blocker,
  type BlockerFunction,
} from 'react-router';
import { useAdminT } from '../../i18n/admin-t';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Guards a form whose data differs from its last loaded or saved copy (admin-and-widgets.md 2):
 * a link, the browser's back and forward buttons and any navigate() are held and the
 * 'Unsaved changes' dialog asks; reloading or closing the tab gets the browser's own question
 * (browsers show only their own text there). Another query string is another page too (the
 * other language's menu); only a change of the hash stays. `allowNextNavigation` lets the form's own redirect through, after a save.
 */
export function useUnsavedChanges(dirty: boolean) {
  const skip = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (skip.current) {
      skip.current = false;
      return false;
    }
    return dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    skip.current = true;
  }, []);

  return { blocker, allowNextNavigation };
}

/**
 * React Router's `useBlocker` (the site's basename is `/`), written here: React Router's lives in
 * the module of hooks every public page's shell carries, and only this admin hook uses it, so
 * with its own the shell leaves it out (decision 204). The router holds the navigation while
 * `shouldBlock` says so, and the blocker's state says what to do with it.
 */
function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const { router } = use(DataRouterContext)!;
  const state = use(DataRouterStateContext)!;
  const key = useId();
  useEffect(() => () => router.deleteBlocker(key), [router, key]);
  useEffect(() => {
    router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  return state.blockers.get(key) ?? IDLE_BLOCKER;
}

/** The dialog of a held navigation: 'Discard changes' goes on, 'Stay' keeps the edits. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const t = useAdminT();
  return (
    <UnsavedChangesQuestion
      isOpen={blocker.state === 'blocked'}
      text={t('detail.unsavedText')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/** 'Unsaved changes': 'Discard changes' or 'Stay', for leaving the page or discarding the edits. */
export function UnsavedChangesQuestion(props: { isOpen: boolean; text: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useAdminT();
  return (
    <ConfirmDialog
      isOpen={props.isOpen}
      title={t('detail.unsavedTitle')}
      confirmLabel={t('detail.throwAway')}
      cancelLabel={t('detail.stay')}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <p>{props.text}</p>
    </ConfirmDialog>
  );
}
