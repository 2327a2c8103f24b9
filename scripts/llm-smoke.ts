/**
 * `npm run llm:smoke`: asks the configured model for one plan through the server's own generation
 * code (on a throwaway in-memory database), then says whether the plan came from the model or from the
 * built-in coach, and why. Exits 1 when the built-in coach answered, 2 when no model is configured.
 * Reads OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL from the environment or `.env`. It makes one
 * real (paid) call, so it is not part of the tests or CI.
 */
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { workoutRequestSchema } from '../src/contract/workout';
import { resolveLanguageModel } from '../src/server/coach/llm/llm';
import { lastLlmOutcome } from '../src/server/coach/llm/llmStatus';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { generatePlan, runToEnd } from '../src/server/generation/generate';

// The environment wins over `.env`, as with `node --env-file`.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const ANSWERS = {
  name: 'Smoke test',
  fitnessLevel: 'intermediate',
  fitnessGoal: 'muscle',
  workoutLocation: 'gym',
  workoutDays: 4,
  workoutTime: '60 minutes',
} as const;

/** The generation logs through Fastify's logger; here the outcome is read from the LLM's record instead. */
const quietLog = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return quietLog;
  },
} as unknown as FastifyBaseLogger;

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    // COACH=llm: the point is to try the model even where the server is set to the built-in coach.
    config = loadConfig({ ...process.env, COACH: 'llm' });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    return 2;
  }
  const model = resolveLanguageModel(config.coach);
  if (!model) {
    console.error(
      'No model is configured: set OPENAI_API_KEY (and OPENAI_BASE_URL for another OpenAI-compatible service) in the environment or in .env.',
    );
    return 2;
  }
  const where = config.coach.baseUrl ?? 'https://api.openai.com/v1';
  console.log(`Model ${config.coach.model} at ${where}, time limit ${config.coach.timeoutMs / 1000} s.`);
  console.log(
    `Asking for one plan: ${ANSWERS.fitnessLevel}, ${ANSWERS.workoutLocation}, ${ANSWERS.workoutDays} days x ${ANSWERS.workoutTime}...`,
  );

  const db = await openDatabase({ embeddedDataDir: 'memory://' });
  try {
    await migrate(db.sql);
    const started = performance.now();
    const plan = await runToEnd(
      generatePlan(
        { sql: db.sql, log: quietLog, languageModel: model, llmTimeoutMs: config.coach.timeoutMs },
        workoutRequestSchema.parse(ANSWERS),
      ),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const outcome = lastLlmOutcome(model);
    if (plan.generator.startsWith('llm:')) {
      console.log(`OK: the plan came from the model (${plan.generator}) in ${seconds} s.`);
      for (const day of plan.schedule) {
        const work =
          day.kind === 'rest' ? 'rest' : `${day.exercises.length} exercises, ${day.estimatedMinutes} min`;
        console.log(`  ${day.name}: ${day.focus} (${work})`);
      }
      return 0;
    }
    console.error(`FALLBACK: the built-in coach answered instead, after ${seconds} s.`);
    console.error(`  Why: ${outcome?.error ?? 'the model was not asked'}`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exit(await main());
