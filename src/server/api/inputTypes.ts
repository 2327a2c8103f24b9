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

// A body field the operation does not take is refused by the schema itself, at every depth and at every
// door (src/contract/inputObject.ts), not here.
