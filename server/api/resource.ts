import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import type { CollectionQuery } from '../../core/query/collection';
import type { ApiEnv } from '../middleware/session';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

type Common = {
  /** Mount point under /api. */
  path: string;
  title: string;
  description: string;
  routes: (deps: AppDeps) => Hono<ApiEnv>;
};

/** A collection: list, count and by id, their parameters from the query definition; writes and extras described by hand. */
export type CollectionResource = Common & {
  kind: 'collection';
  query: CollectionQuery;
  schema: z.ZodType;
  schemaName: string;
  operations?: Operation[];
};

export type ParamDoc = {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  style?: 'form' | 'deepObject';
  explode?: boolean;
  schema: Record<string, unknown>;
  description: string;
};

/** An operation described by hand. */
export type Operation = {
  /** HTTP method; GET when absent. */
  method?: HttpMethod;
  /** OpenAPI path under /api, with {params}. */
  path: string;
  summary: string;
  description: string;
  parameters: ParamDoc[];
  /** The body a write takes (described as input: before defaults and trimming). */
  requestBody?: z.ZodType;
  /** How the body is sent; JSON when absent. */
  requestContentType?: 'application/json' | 'multipart/form-data';
  /** How the success answer is sent; JSON when absent (the attendee list is also a CSV file; a mail's file is any type). */
  responseContentType?: 'application/json' | 'text/csv' | 'application/pdf' | 'application/octet-stream';
  /** The success answer's schema; absent for answers without a body (204, 302). */
  schema?: z.ZodType;
  schemaName?: string;
  array?: boolean;
  /** Success status; 200 when absent. */
  status?: number;
  errors: number[];
};

/** Anything else: its operations are described by hand. */
export type CustomResource = Common & { kind: 'custom'; operations: Operation[] };

export type Resource = CollectionResource | CustomResource;
