/**
 * OpenAI's strict structured output (`strict: true`, what the AI SDK sends by default) accepts only a
 * subset of JSON Schema and answers anything else with a 400, which would make every LLM plan fall back
 * to the built-in coach. The subset, from https://developers.openai.com/api/docs/guides/structured-outputs
 * ("Supported schemas"): the root is an object; every object sets `additionalProperties: false` and lists
 * every property in `required` (optional means nullable); composition keywords (`allOf`, `not`, `if`,
 * `then`, `else`, `dependent*`) are refused; at most 10 levels of nesting and 5,000 properties. Base models
 * accept `pattern`, `format`, numeric bounds and `minItems`/`maxItems`, but fine-tuned models refuse those
 * too, and string lengths are refused everywhere. OpenAI-compatible services implement one of those two
 * lists, so the schema sent keeps to the smaller one: every bound is taken out, said in words in the
 * field's description (the model still reads it), and checked after parsing by the zod schema the JSON
 * schema came from.
 */

type JsonSchema = { [keyword: string]: unknown };

/** Keywords every strict implementation accepts. */
const STRUCTURE = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'enum',
  'description',
  'title',
  '$ref',
  '$defs',
  'definitions',
]);

/** Bounds taken out of the schema and said in words instead. */
const BOUNDS = new Set([
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
]);

/** Annotations strict mode refuses and the model does not need. */
const DROPPED = new Set(['$schema', '$id', 'default', 'examples']);

export const STRICT_LIMITS = { nesting: 10, properties: 5000 } as const;

export class UnsupportedSchemaError extends Error {
  override name = 'UnsupportedSchemaError';
}

/**
 * The JSON schema as strict structured output accepts it (see above). Throws for what cannot be
 * rewritten without changing what the schema means (an optional property, a free-form object,
 * composition keywords), so such a schema fails its unit test instead of every request.
 */
export function strictJsonSchema(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'object') throw new UnsupportedSchemaError('the root must be an object');
  const counts = { properties: 0 };
  const result = rewrite(schema, [], 1, counts);
  if (counts.properties > STRICT_LIMITS.properties) {
    throw new UnsupportedSchemaError(`${counts.properties} properties exceed ${STRICT_LIMITS.properties}`);
  }
  return result;
}

function rewrite(
  schema: JsonSchema,
  path: string[],
  depth: number,
  counts: { properties: number },
): JsonSchema {
  const at = path.length ? path.join('.') : 'the root';
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  if (isObject && depth > STRICT_LIMITS.nesting) {
    throw new UnsupportedSchemaError(`${at} nests deeper than ${STRICT_LIMITS.nesting} levels`);
  }
  if (isObject && schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
    throw new UnsupportedSchemaError(`${at} allows other keys: strict mode needs a fixed set of properties`);
  }
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (DROPPED.has(keyword) || BOUNDS.has(keyword)) continue;
    if (keyword === 'const') {
      out.enum = [value];
      continue;
    }
    if (!STRUCTURE.has(keyword)) throw new UnsupportedSchemaError(`${at}: '${keyword}' is not supported`);
    out[keyword] = value;
  }
  const bounds = describeBounds(schema);
  if (bounds) out.description = out.description ? `${out.description} (${bounds})` : bounds;

  const nextDepth = isObject ? depth + 1 : depth;
  if (isObject) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([key, property]) => {
        if (!required.has(key)) {
          throw new UnsupportedSchemaError(
            `${[...path, key].join('.')} is optional: strict mode needs every property required (make it nullable)`,
          );
        }
        return [key, rewrite(property, [...path, key], nextDepth, counts)];
      }),
    );
    counts.properties += Object.keys(properties).length;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  if (schema.items !== undefined) {
    if (Array.isArray(schema.items)) throw new UnsupportedSchemaError(`${at}: tuples are not supported`);
    out.items = rewrite(schema.items as JsonSchema, [...path, '[]'], nextDepth, counts);
  }
  if (Array.isArray(schema.anyOf)) {
    out.anyOf = (schema.anyOf as JsonSchema[]).map((branch) => rewrite(branch, path, depth, counts));
  }
  for (const key of ['$defs', 'definitions'] as const) {
    const definitions = schema[key] as Record<string, JsonSchema> | undefined;
    if (!definitions) continue;
    out[key] = Object.fromEntries(
      Object.entries(definitions).map(([name, definition]) => [
        name,
        rewrite(definition, [key, name], 1, counts),
      ]),
    );
  }
  return out;
}

/** The bounds of one schema node in words, as the model will read them. */
export function describeBounds(schema: JsonSchema): string {
  const parts: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    const suffix = unit ? ` ${unit}` : '';
    if (min !== undefined && max !== undefined) {
      parts.push(min === max ? `exactly ${min}${suffix}` : `${min} to ${max}${suffix}`);
    } else if (min !== undefined) parts.push(`at least ${min}${suffix}`);
    else if (max !== undefined) parts.push(`at most ${max}${suffix}`);
  };
  range(schema.minLength, schema.maxLength, 'characters');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, 'items');
  if (schema.exclusiveMinimum !== undefined) parts.push(`more than ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) parts.push(`less than ${schema.exclusiveMaximum}`);
  if (schema.multipleOf !== undefined) parts.push(`a multiple of ${schema.multipleOf}`);
  if (schema.pattern !== undefined) parts.push(`matching ${schema.pattern}`);
  if (schema.format !== undefined) parts.push(`format ${schema.format}`);
  if (schema.uniqueItems === true) parts.push('no repeated items');
  return parts.join(', ');
}
