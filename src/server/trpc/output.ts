import { z } from 'zod';
import { challengeDetailSchema } from '../../contract/community';
import { workoutPlanSchema } from '../../contract/workout';

const patched = new WeakSet<object>();

/**
 * Makes tRPC validate `schema`'s outputs with `runtime`'s synchronous parse. tRPC calls `parseAsync`,
 * and zod 4 uses its compiled object parser only on the synchronous path. The documented schema keeps
 * its identity, so the OpenAPI document and its `$ref`s are unchanged. A schema with asynchronous
 * parts still falls back to the asynchronous parse.
 */
function validateOutputWith<T extends z.ZodType>(schema: T, runtime: z.ZodType): T {
  if (patched.has(schema)) return schema;
  patched.add(schema);
  const parseAsync = runtime.parseAsync.bind(runtime);
  (schema as { parseAsync: unknown }).parseAsync = async (
    data: unknown,
    params?: z.core.ParseContext<z.core.$ZodIssue>,
  ) => {
    try {
      return runtime.parse(data, params);
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError) return parseAsync(data, params);
      throw error;
    }
  };
  return schema;
}

/** Output validated with zod's compiled parser (lists of cards: a few kB each). */
export function compiledOutput<T extends z.ZodType>(schema: T): T {
  return validateOutputWith(schema, schema);
}

/**
 * A plan as read back from the database. Every top-level field is still checked, so nothing outside
 * the contract (a new column, an email) can reach a response; the bulky nested parts (the schedule, the
 * progression weeks, the videos: most of a 60 kB plan) are passed through as stored, because they were
 * validated with the same schemas before they were written (coach/generate.ts, routers/workouts.ts).
 * Re-checking them on every read cost a plan read a third of its throughput (`npm run bench`).
 */
const storedPlan = workoutPlanSchema.extend({
  schedule: z.array(z.unknown()),
  progressionWeeks: z.array(z.unknown()),
  videos: z.array(z.unknown()),
});
export const storedPlanOutput = validateOutputWith(workoutPlanSchema, storedPlan);
export const storedChallengeDetailOutput = validateOutputWith(
  challengeDetailSchema,
  challengeDetailSchema.extend({ workoutPlan: storedPlan }),
);
