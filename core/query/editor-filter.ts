import { canFilterByEditor, type Viewer } from '../accounts/policy';
import { badParam } from '../errors/app-error';
import type { Filter } from './parse-query';

/**
 * Filtering by users_can_edit reveals who may edit what: an Admin may ask about anyone, a
 * signed-in user only "what may I edit" (eq or in with their own id); everything else is 403.
 */
export function assertEditorFilterAllowed(filters: readonly Filter[], viewer: Viewer | null, path = 'users_can_edit'): void {
  for (const f of filters) {
    if (f.path !== path) continue;
    // Only "is one of these ids" can be a question about oneself; ne, nin and null never are.
    const ids = f.op === 'eq' || f.op === 'in' ? (f.values as number[]) : [];
    if (!canFilterByEditor(viewer, ids)) throw badParam('Query.editor.ownId', f.param);
  }
}
