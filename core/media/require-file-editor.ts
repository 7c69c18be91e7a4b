import type { Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import { canUploadFiles } from './policy';

/** Guests get 401 and members 403 before anything about a file is looked up or read. */
export function requireFileEditor(actor: Viewer | null | undefined): asserts actor is Viewer {
  if (!actor) throw new AppError('Request.unauthorized');
  if (!canUploadFiles(actor)) throw new AppError('Upload.forbidden');
}
