import { Hono } from 'hono';
import type { AppDeps } from '../../app/context';

/** The REST API under /api: one module per resource, mounted here. */
export function createApi(_deps: AppDeps): Hono {
  const api = new Hono();
  return api;
}
