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
  const mismatch = (what: string) => {
    throw new OutputMismatch(`Output is not ${what}`);
  };
  switch (def.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? value : mismatch('a string'));
    case 'number':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : mismatch('a number'));
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : mismatch('a boolean'));
    case 'array': {
      if (!def.element || def.checks?.length) break;
      const item = strictPick(def.element);
      return (value) => (Array.isArray(value) ? value.map(item) : mismatch('an array'));
    }
    case 'object': {
      if (!def.shape || def.catchall !== undefined || def.checks?.length) break;
      const fields = Object.entries(def.shape).map(([key, field]) => [key, strictPick(field)] as const);
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return mismatch('an object');
        const record = value as Record<string, unknown>;
        const picked: Record<string, unknown> = {};
        for (const [key, check] of fields) picked[key] = check(record[key]);
        return picked;
      };
    }
  }
  return (value) => schema.parse(value);
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
