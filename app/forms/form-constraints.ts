/**
 * A form field's HTML constraints (required, maxLength, min/max, type), read from the zod
 * schema that validates the form, so a limit is written once, in core's schema, and never
 * copied into a `maxLength={…}` literal. The schema is only walked, never imported: a page
 * that keeps zod out of its scripts (decision 044) has its loader derive the constraints and
 * send them as data.
 */
import type { z } from 'zod';

export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** What the browser should offer: an e-mail or address keyboard, a number field. */
  type?: 'email' | 'url' | 'number';
};

/** Constraints by field name; a name the schema does not know has none. */
export type FormConstraints = Readonly<Record<string, FieldConstraint>>;

/** The loose view of a zod schema this walk needs (zod 4's `_zod.def`). */
type Def = {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
};
type CheckDef = { check: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean; format?: string };
type Schema = { _zod: { def: Def } };

const cache = new WeakMap<object, FormConstraints>();

/** The constraints of each field of an object schema (refinements across fields change none). */
export function formConstraints(schema: z.ZodType): FormConstraints {
  const known = cache.get(schema);
  if (known) return known;
  const shape = (schema as unknown as Schema)._zod.def.shape ?? {};
  const constraints: Record<string, FieldConstraint> = {};
  for (const [name, field] of Object.entries(shape)) constraints[name] = fieldConstraint(field);
  cache.set(schema, constraints);
  return constraints;
}

/**
 * One field: required unless it may be absent (optional, nullable, a default); the lengths,
 * bounds and format of every schema it passes through (a `preprocess` or `pipe` has two).
 */
function fieldConstraint(schema: Schema): FieldConstraint {
  const found: FieldConstraint = { required: true };
  walk(schema, found);
  if (!found.required) delete found.required;
  return found;
}

function walk(schema: Schema | undefined, found: FieldConstraint): void {
  const def = schema?._zod.def;
  if (!def) return;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      found.required = false;
      return walk(def.innerType, found);
    case 'pipe':
      walk(def.in, found);
      return walk(def.out, found);
    case 'string':
      if (def.format === 'email' || def.format === 'url') found.type = def.format;
      break;
    case 'number':
      found.type = 'number';
      break;
    default:
      return;
  }
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  // A whole number above 0 starts at 1; HTML has no bound that leaves its own value out.
  const whole = def.format === 'safeint' || checks.some((c) => c.check === 'number_format' && c.format === 'safeint');
  for (const check of checks) readCheck(check, found, check.inclusive === false && whole ? 1 : 0);
}

function readCheck(check: CheckDef, found: FieldConstraint, step: number): void {
  switch (check.check) {
    case 'max_length':
      found.maxLength = Math.min(found.maxLength ?? Infinity, check.maximum!);
      break;
    case 'min_length':
      // One character is what `required` already says.
      if (check.minimum! > 1) found.minLength = Math.max(found.minLength ?? 0, check.minimum!);
      break;
    case 'greater_than':
      found.min = Math.max(found.min ?? -Infinity, check.value! + step);
      break;
    case 'less_than':
      found.max = Math.min(found.max ?? Infinity, check.value! - step);
      break;
    case 'string_format':
      if (check.format === 'email' || check.format === 'url') found.type = check.format;
      break;
  }
}
