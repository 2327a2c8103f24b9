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
export function responseSchema<T extends z.ZodType>(documented: T, checkedBy: z.ZodType): T {
  const response = documented.clone();
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
