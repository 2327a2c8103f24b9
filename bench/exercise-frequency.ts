/**
 * How often each exercise appears across 1,000 random visitors (seeded, the same arbitrary as the
 * property test, tests/helpers/answers.ts), built and checked as production does (check/production.ts).
 * Issue 26 item 3: no exercise should sit in more than a third of plans unless it earns it (a brisk walk
 * or a mobility drill may; a kettlebell swing should not). Run with `npx tsx bench/exercise-frequency.ts`,
 * optionally with the number of visitors and a seed: `npx tsx bench/exercise-frequency.ts 1000 1`.
 */
import fc from 'fast-check';
import { workoutRequestSchema } from '../src/contract/workout';
import { checkedPlan } from '../src/server/coach/check/production';
import { readProfile } from '../src/server/coach/read/profile';
import { answersArbitrary } from '../tests/helpers/answers';

const runs = Number(process.argv[2] ?? 1000);
const seed = Number(process.argv[3] ?? 1);
const requests = fc
  .sample(answersArbitrary, { numRuns: runs, seed })
  .map((answers) => workoutRequestSchema.parse(answers));

const plansWith = new Map<string, number>();
for (const request of requests) {
  const { draft } = checkedPlan(readProfile(request), request);
  const ids = new Set(
    draft.schedule.flatMap((day) => day.exercises.map((exercise) => exercise.catalogId ?? exercise.name)),
  );
  for (const id of ids) plansWith.set(id, (plansWith.get(id) ?? 0) + 1);
}
const top = [...plansWith].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 10));
console.log(`| Exercise | Plans (of ${requests.length}) | Share |`);
console.log('|---|---|---|');
for (const [id, count] of top)
  console.log(`| ${id} | ${count} | ${((100 * count) / requests.length).toFixed(1)}% |`);
