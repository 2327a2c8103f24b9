import { TRPCError } from '@trpc/server';
import { z } from 'zod';

/**
 * Exact types at the REST door (issue 28, item 1). A JSON body is read as JSON: `"false"` is a string, not
 * a boolean, so the shared schemas in src/contract never coerce. Only query-string and path parameters,
 * which are text by nature, are converted here, field by field from the schema's kind, into a copy of the
 * input: the schema itself is never changed (trpc-to-openapi's `coerceSchema` switched coercion on inside
 * the shared schema objects, so `/trpc` bodies were coerced too, and `Boolean("false")` is true).
 */

type Kind = 'number' | 'boolean' | 'bigint' | 'other';

/** The schema under optional/nullable/default/pipe wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { _zod: { def: Record<string, unknown> } };
  for (let depth = 0; depth < 10; depth++) {
    const def = current._zod.def;
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as typeof current | undefined;
    if (!inner) break;
    current = inner;
  }
  return current;
}

function kindOf(schema: z.ZodType): Kind {
  const type = (unwrap(schema) as unknown as { _zod: { def: { type: string } } })._zod.def.type;
  return type === 'number' || type === 'boolean' || type === 'bigint' ? type : 'other';
}

export type InputFields = {
  /** Each top-level key and its kind; undefined when the input is not a plain object schema. */
  kinds?: Map<string, Kind>;
};

export function inputFields(schema: unknown): InputFields {
  if (!(schema instanceof z.ZodObject)) return {};
  const kinds = new Map<string, Kind>();
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>))
    kinds.set(key, kindOf(field));
  return { kinds };
}

/** A query or path value as its field's type; anything that is not clearly that type is left for zod to refuse. */
function fromText(kind: Kind, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (kind === 'bigint' && /^-?\d+$/.test(value)) return BigInt(value);
  return value;
}

/** Converts the text parameters of a query or path into their fields' types, in place on a fresh object. */
export function coerceTextInput(fields: InputFields, input: Record<string, unknown>): void {
  if (!fields.kinds) return;
  for (const [key, value] of Object.entries(input)) {
    const kind = fields.kinds.get(key);
    if (!kind || kind === 'other') continue;
    input[key] = Array.isArray(value) ? value.map((item) => fromText(kind, item)) : fromText(kind, value);
  }
}

/** Edit distance, case-insensitive, so `workoutdays` is next to `workoutDays`. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous: number[] = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[y.length] ?? 0;
}

export function nearestField(unknown: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const key of known) {
    const d = distance(unknown, key);
    if (d < bestDistance) {
      best = key;
      bestDistance = d;
    }
  }
  // A suggestion only when it is plausibly the same word (at most a third of it differs).
  return best !== undefined && bestDistance <= Math.max(2, Math.ceil(unknown.length / 3)) ? best : undefined;
}

/**
 * Refuses a body key the procedure does not take: a misspelt optional field would otherwise be dropped
 * in silence and its default used (`workoutdays: 5` planned three days). The 400 names the field and the
 * nearest known one.
 */
export function refuseUnknownFields(fields: InputFields, body: unknown): void {
  if (!fields.kinds || body === null || typeof body !== 'object' || Array.isArray(body)) return;
  for (const key of Object.keys(body)) {
    if (fields.kinds.has(key)) continue;
    const suggestion = nearestField(key, fields.kinds.keys());
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: suggestion
        ? `Unknown field "${key}". Did you mean "${suggestion}"?`
        : `Unknown field "${key}". Known fields: ${[...fields.kinds.keys()].join(', ')}.`,
    });
  }
}
