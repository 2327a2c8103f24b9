/**
 * `npm run db:seed`: demo data for local development, made by the real coach: plans for varied
 * visitors in both languages, ratings, a progression and a challenge with participants and progress.
 * Refuses a database that already has plans unless run with --force.
 */
import { type WorkoutRequestInput, workoutRequestSchema } from '../src/contract/workout';
import { buildPlan } from '../src/server/coach/build/plan';
import { buildProgression } from '../src/server/coach/build/progression';
import { ConfigError, loadConfig, loadEnvFile } from '../src/server/config';
import { openDatabase, type Sql } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { createChallenge, joinChallenge, markCompleted } from '../src/server/db/queries/challenges';
import { addRating } from '../src/server/db/queries/community';
import { insertPlan, saveProgressionOnce } from '../src/server/db/queries/workouts';

const VISITORS: WorkoutRequestInput[] = [
  {
    name: 'Ana (demo)',
    fitnessLevel: 'beginner',
    fitnessGoal: 'muscle',
    workoutDays: 3,
    workoutTime: '45 minutes',
    workoutLocation: 'home',
    equipment: ['dumbbells', 'resistance-bands'],
  },
  {
    name: 'Ben (demo)',
    fitnessLevel: 'intermediate',
    fitnessGoal: 'strength',
    workoutDays: 4,
    workoutTime: '60 minutes',
    workoutLocation: 'gym',
  },
  {
    name: 'Lucía (demo)',
    language: 'es',
    fitnessLevel: 'novice',
    fitnessGoal: 'loss',
    workoutDays: 3,
    workoutTime: '30 minutes',
    workoutLocation: 'home',
    equipment: ['none'],
  },
  {
    name: 'Carla (demo)',
    fitnessLevel: 'advanced',
    fitnessGoal: 'loss',
    workoutDays: 5,
    workoutTime: '45 minutes',
    workoutLocation: 'gym',
    workoutStyle: 'hiit',
    hasInjuries: 'yes',
    injuryDetails: 'left knee meniscus',
  },
  {
    name: 'Diego (demo)',
    language: 'es',
    fitnessLevel: 'intermediate',
    fitnessGoal: 'muscle',
    workoutDays: 6,
    workoutTime: '60 minutes',
    workoutLocation: 'gym',
    focusArea: 'upper-body',
  },
  {
    name: 'Emma (demo)',
    fitnessLevel: 'beginner',
    fitnessGoal: 'endurance',
    workoutDays: 4,
    workoutTime: '30 minutes',
    workoutLocation: 'outdoor',
    equipment: ['park-equipment'],
    workoutStyle: 'circuit',
  },
  {
    name: 'Farid (demo)',
    fitnessLevel: 'novice',
    fitnessGoal: 'stayHealthy',
    workoutDays: 2,
    workoutTime: '15 minutes',
    workoutLocation: 'office',
    equipment: ['resistance-bands', 'office-chair'],
    age: 58,
  },
  {
    name: 'Grace (demo)',
    fitnessLevel: 'intermediate',
    fitnessGoal: 'tone',
    workoutDays: 4,
    workoutTime: '45 minutes',
    workoutLocation: 'hotel',
    equipment: ['hotel-gym'],
    workoutStyle: 'supersets',
    focusArea: 'glutes',
  },
  {
    name: 'Hugo (demo)',
    language: 'es',
    fitnessLevel: 'beginner',
    fitnessGoal: 'muscle',
    workoutDays: 3,
    workoutTime: '5 minutes',
    workoutLocation: 'home',
    equipment: ['none'],
    hasInjuries: 'yes',
    injuryDetails: 'dolor de muñeca',
  },
  {
    name: 'Ines (demo)',
    fitnessLevel: 'advanced',
    fitnessGoal: 'strength',
    workoutDays: 5,
    workoutTime: '90 minutes',
    workoutLocation: 'gym',
    hasInjuries: 'yes',
    injuryDetails: 'lower back',
  },
  {
    name: 'Jon (demo)',
    fitnessLevel: 'beginner',
    fitnessGoal: 'loseWeight',
    workoutDays: 5,
    workoutTime: '30-45',
    workoutLocation: 'home',
    equipment: ['kettlebells'],
    age: 67,
  },
  {
    name: 'Kira (demo)',
    language: 'es',
    fitnessLevel: 'intermediate',
    fitnessGoal: 'endurance',
    workoutDays: 7,
    workoutTime: '45 minutes',
    workoutLocation: 'outdoor',
    equipment: ['resistance-bands', 'suspension-trainer'],
  },
];

const REVIEWS = [
  { userName: 'Marta', rating: 5, feedback: 'Clear, and it fits my lunch break exactly.' },
  { userName: 'Tom', rating: 4, feedback: 'Good mix of exercises; I swapped nothing.' },
  { userName: 'Priya', rating: 5, feedback: 'The knee-friendly options made all the difference.' },
  { userName: 'Luis', rating: 3, feedback: 'Solid, though I wanted more core work.' },
];

async function seed(sql: Sql): Promise<string> {
  const plans = [];
  let ratings = 0;
  for (const [index, answers] of VISITORS.entries()) {
    // Demo plans are listed, as their made-up creators would have chosen, so the community has cards.
    const request = workoutRequestSchema.parse({
      email: `demo${index}@example.com`,
      listed: true,
      ...answers,
    });
    const { draft, profile } = buildPlan(request);
    const plan = await insertPlan(sql, {
      request,
      draft,
      generator: 'builtin',
      sessionMinutes: profile.minutes,
    });
    plans.push({ plan, profile });
    for (const review of REVIEWS.slice(0, index % 5)) {
      await addRating(sql, plan.id, review);
      ratings += 1;
    }
  }
  const { plan, profile } = plans[1]!;
  await saveProgressionOnce(sql, plan.id, buildProgression(plan, profile, plan.language), 'builtin');
  const created = await createChallenge(sql, {
    planId: plan.id,
    name: 'Four-week strength squad (demo)',
    description: 'Train the plan together and keep each other honest.',
    createdBy: 'Ben (demo)',
  });
  if (created.kind !== 'created') throw new Error(`could not create the demo challenge: ${created.kind}`);
  const firstDay = plan.schedule.find((day) => day.kind !== 'rest')!;
  for (const [index, name] of ['Ben (demo)', 'Ana (demo)', 'Sam (demo)'].entries()) {
    const joined = await joinChallenge(sql, {
      challengeId: created.challenge.id,
      name,
      maxParticipants: 200,
    });
    if (joined.kind !== 'joined') continue;
    for (
      let exerciseIndex = 0;
      exerciseIndex < Math.min(firstDay.exercises.length, 3 - index);
      exerciseIndex += 1
    ) {
      await markCompleted(sql, joined.participant.id, joined.participantKey, {
        weekNumber: 1,
        dayName: firstDay.name,
        exerciseIndex,
      });
    }
  }
  return `Seeded ${plans.length} plans, ${ratings} ratings and challenge ${created.challenge.id} (plan ${plan.id}).`;
}

try {
  loadEnvFile();
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    await migrate(db.sql);
    const [existing] = await db.sql<{ count: number }[]>`select count(*)::int as count from workout_plans`;
    if ((existing?.count ?? 0) > 0 && !process.argv.includes('--force')) {
      console.error(
        `The database already has ${existing?.count} plans. Run "npm run db:seed -- --force" to add demo data anyway.`,
      );
      process.exitCode = 1;
    } else {
      console.log(await seed(db.sql));
    }
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
