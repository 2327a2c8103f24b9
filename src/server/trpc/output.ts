import { z } from 'zod';
import { challengeDetailSchema } from '../../contract/community';
import { workoutPlanSchema } from '../../contract/workout';

/**
 * A procedure's `.output()`, documented as one schema and checked at run time by another.
 *
 * tRPC uses the object given to `.output()` for two jobs: trpc-to-openapi documents it, and tRPC's output
 * middleware validates every response with its `parseAsync`. Two things make us want those jobs apart
 * (docs/decisions/0003-response-schemas.md): zod 4 runs its compiled (fast) object parser only on the
 * synchronous path, and a stored plan does not need its 60 kB body re-checked on every read.
 *
 * So this returns a copy of `documented` (zod's `clone`, which keeps its metadata: the OpenAPI document names
 * it exactly as before, `$ref` included) whose own `parseAsync` runs `checkedBy`'s synchronous `parse`. The
 * contract schema itself is never touched: `workoutPlanSchema.parseAsync` elsewhere still checks everything.
 * The copy's `parse` and `safeParse` are `documented`'s, so an explicit check is always the full one.
 * A schema with asynchronous parts falls back to `checkedBy`'s asynchronous parse.
 */
export function responseSchema<T extends z.ZodType>(documented: T, checkedBy: z.ZodType | Check): T {
  const response = documented.clone();
  if (typeof checkedBy === 'function') {
    Object.defineProperty(response, 'parseAsync', { value: async (data: unknown) => checkedBy(data) });
    return response;
  }
  const parseAsyncFallback = checkedBy.parseAsync.bind(checkedBy);
  Object.defineProperty(response, 'parseAsync', {
    value: async (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => {
      try {
        return checkedBy.parse(data, params);
      } catch (error) {
        if (error instanceof z.core.$ZodAsyncError) return parseAsyncFallback(data, params);
        throw error;
      }
    },
  });
  return response;
}

/** A check of an answer: the value to send, or a throw (tRPC's output middleware makes it a 500). */
type Check = (data: unknown) => unknown;

class OutputMismatch extends Error {
  override name = 'OutputMismatch';
}

/**
 * The strict pick of a schema (docs/decisions/0003-response-schemas.md): a new object holding only the keys
 * the schema names, so a column outside the contract (an email, a key's hash) never reaches the answer,
 * exactly as zod's default (stripping) object parse; each value is checked to be of its documented kind
 * (string, finite number, boolean, array, object). What it leaves out are the format checks of values our
 * own queries produce (the id's pattern, the timestamp's ISO form, a card's overview length), which zod
 * spent most of a list's 9 µs on (`npm run bench`, issue 15). Any other kind of schema (enums, unions,
 * optional or nullable fields, objects with a catch-all) is checked by zod itself, in full.
 */
export function strictPick(schema: z.ZodType): Check {
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    catchall?: unknown;
    checks?: unknown[];
  };
  const primitive = PRIMITIVES[def.type];
  if (primitive) {
    // The same test objectPick writes into its code, so each kind's test has one wording.
    const is = new Function('value', `return ${primitive.test('value')};`) as (value: unknown) => boolean;
    return (value) => (is(value) ? value : mismatch(primitive.what));
  }
  switch (def.type) {
    case 'array': {
      if (!def.element || def.checks?.length) break;
      const item = strictPick(def.element);
      return (value) => (Array.isArray(value) ? value.map(item) : mismatch('an array'));
    }
    case 'object':
      if (!def.shape || def.catchall !== undefined || def.checks?.length) break;
      return objectPick(def.shape);
  }
  return (value) => schema.parse(value);
}

function mismatch(what: string): never {
  throw new OutputMismatch(`Output is not ${what}`);
}

/** The kinds the pick checks itself, each as a test written out in code (objectPick) and a word for errors. */
const PRIMITIVES: Record<string, { test: (name: string) => string; what: string } | undefined> = {
  string: { test: (name) => `typeof ${name} === 'string'`, what: 'a string' },
  number: {
    test: (name) => `typeof ${name} === 'number' && Number.isFinite(${name})`,
    what: 'a number',
  },
  boolean: { test: (name) => `typeof ${name} === 'boolean'`, what: 'a boolean' },
};

/**
 * An object's pick as one function, written out for its keys: a read of each named key, its test, and one
 * object literal of the picked values. A loop over the keys read and wrote each property by a computed name,
 * which V8 looks up at run time; named reads and a literal of a fixed shape are what it runs fastest. A page
 * of twelve cards took 2.8 µs to pick that way and takes 0.2 µs now, measured alone; under load the loop was
 * 5 µs of a browse request's CPU profile (issue 15). zod compiles its own object parser the same way. Keys
 * are written as JSON string literals, so no key can leave its quotes; the one key a literal would treat
 * specially, `__proto__`, is refused.
 */
function objectPick(shape: Record<string, z.ZodType>): Check {
  const nested: Check[] = [];
  const reads: string[] = [];
  const properties: string[] = [];
  Object.entries(shape).forEach(([key, field], index) => {
    if (key === '__proto__') throw new Error('A response schema cannot have a __proto__ key');
    const name = `v${index}`;
    const literal = JSON.stringify(key);
    const primitive = PRIMITIVES[field._zod.def.type];
    if (primitive) {
      reads.push(`const ${name} = record[${literal}];`);
      reads.push(`if (!(${primitive.test(name)})) mismatch(${JSON.stringify(primitive.what)});`);
    } else {
      reads.push(`const ${name} = nested[${nested.length}](record[${literal}]);`);
      nested.push(strictPick(field));
    }
    properties.push(`${literal}: ${name}`);
  });
  const body = `
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return mismatch('an object');
    ${reads.join('\n')}
    return { ${properties.join(', ')} };`;
  const pick = new Function('mismatch', 'nested', `return function pick(record) {${body}};`);
  return pick(mismatch, nested) as Check;
}

/** A list of cards: documented as the contract says, answered through its strict pick. */
export function pickedOutput<T extends z.ZodType>(schema: T): T {
  return responseSchema(schema, strictPick(schema));
}

/** Output validated in full with zod's compiled parser (lists of cards: a few kB each). */
export function compiledOutput<T extends z.ZodType>(schema: T): T {
  return responseSchema(schema, schema);
}

/**
 * A plan as read back from the database. Every top-level field is still checked, so nothing outside
 * the contract (a new column, an email) can reach a response; the bulky nested parts (the schedule, the
 * progression weeks, the videos: most of a 60 kB plan) are passed through as stored, because they were
 * validated with the same schemas before they were written (generation/generate.ts, routers/workouts.ts).
 * Re-checking them on every read cost a plan read a third of its throughput (`npm run bench`).
 */
const storedPlan = workoutPlanSchema.extend({
  schedule: z.array(z.unknown()),
  progressionWeeks: z.array(z.unknown()),
  videos: z.array(z.unknown()),
});
export const storedPlanOutput = responseSchema(workoutPlanSchema, storedPlan);
export const storedChallengeDetailOutput = responseSchema(
  challengeDetailSchema,
  challengeDetailSchema.extend({ workoutPlan: storedPlan }),
);
