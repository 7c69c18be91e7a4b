import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../../app/context';
import type { CollectionQuery } from '../../core/query/collection';
import type { ApiEnv } from '../middleware/session';

type Common = {
  /** Mount point under /api. */
  path: string;
  title: string;
  description: string;
  routes: (deps: AppDeps) => Hono<ApiEnv>;
};

/** A read-only collection: list, count and by id; its parameters come from the query definition. */
export type CollectionResource = Common & {
  kind: 'collection';
  query: CollectionQuery;
  schema: z.ZodType;
  schemaName: string;
};

export type ParamDoc = {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  style?: 'form' | 'deepObject';
  explode?: boolean;
  schema: Record<string, unknown>;
  description: string;
};

/** Anything else: its operations are described by hand. */
export type CustomResource = Common & {
  kind: 'custom';
  operations: {
    /** OpenAPI path under /api, with {params}. */
    path: string;
    summary: string;
    description: string;
    parameters: ParamDoc[];
    schema: z.ZodType;
    schemaName: string;
    array?: boolean;
    errors: number[];
  }[];
};

export type Resource = CollectionResource | CustomResource;
