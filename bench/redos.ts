import { check } from 'recheck';
import { ANSWER_LIMITS, OTHER_PREFIX } from '../src/contract/answers';
import { CHALLENGE_LIMITS, RATING_LIMITS } from '../src/contract/constants';
import { openTestApp, type TestApp } from '../tests/helpers/app';
import { testDatabaseTargets } from '../tests/helpers/database';
import { collectPatterns } from '../tests/helpers/regexes';
import { percentile, type Row, row } from './stats';

/**
 * Input cannot buy CPU (issue 27 item 1): every call that takes text, with every string field at its
 * size limit and filled with the worst inputs the ReDoS analyser finds, against the same call with
 * ordinary text. The figure is the server's CPU time per request (process.cpuUsage around an injected
 * request: the whole server runs in this process, the embedded database included).
 *
 * The worst inputs: recheck's attack strings for the patterns that issue 27 replaced (the review's
 * replay among them) and for any current pattern it finds super-linear (none, or
 * tests/unit/regex-safety.test.ts fails), each pumped to the field's limit. Against today's linear
 * patterns they must cost what ordinary text costs.
 */
const REPLACED_PATTERNS: [source: string, flags: string][] = [
  ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', ''],
  [
    "(haven'?t|have not|havent|not|didn'?t) (trained|worked out|exercised|lifted)|years? (off|without)|time off|break|used to|out of shape|hace .*(anos|meses) (que )?(no|sin)|llevo .* sin|deje de|antes entrenaba|sol[ií]a|retom|volver|vuelvo|sin entrenar|without training",
    'i',
  ],
  [
    '(doctor|physician|cardiologist|gp\\b|medic[oa]|cardiologo|cardiologa).{0,60}(only|supervis|not allowed|told me not|forbid|prohib|solo|no me deja|bajo supervision)',
    '',
  ],
  ['<meta name="description"[^>]*>', ''],
  ['\\s*<(script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">', 'g'],
];
const RUNS = 15;

type Attack = { prefix: string; pump: string; suffix: string };

/** An attack string of exactly `length` characters: the prefix, the pump repeated, the suffix. */
function sized(attack: Attack, length: number): string {
  const room = Math.max(0, length - attack.prefix.length - attack.suffix.length);
  const pumped = attack.pump.repeat(Math.ceil(room / Math.max(1, attack.pump.length))).slice(0, room);
  // The analyser writes "any other character" as NUL, which the database refuses after the coach has read
  // it; a letter plays the same part in every pattern here and lets the request go all the way.
  return `${attack.prefix}${pumped}${attack.suffix}`.slice(0, length).replaceAll('\0', 'x');
}

async function analyserAttacks(): Promise<Attack[]> {
  const current = collectPatterns().literal.map((found) => [found.source, found.flags] as [string, string]);
  const attacks: Attack[] = [];
  for (const [source, flags] of [...REPLACED_PATTERNS, ...current]) {
    const diagnostics = await check(source, flags, { timeout: 30_000 });
    if (diagnostics.status !== 'vulnerable') continue;
    const [first] = diagnostics.attack.pumps;
    attacks.push({
      prefix: first?.prefix ?? '',
      pump: first?.pump || 'a',
      suffix: diagnostics.attack.suffix,
    });
  }
  return attacks;
}

type Call = {
  name: string;
  method: 'POST' | 'GET';
  url: (ids: Ids) => string;
  body: (text: Filler) => object;
};
type Ids = { planId: string; challengeId: string };
/** Text for a field of this many characters (an email field gets an address-shaped string). */
type Filler = (length: number) => string;

const other = (fill: Filler) => `${OTHER_PREFIX}${fill(ANSWER_LIMITS.otherText)}`;
let unique = 0;
/** An address: the attack itself at the limit (the pattern has to read all of it), else a real one. */
const email = (fill: Filler) => {
  unique += 1;
  return fill === ordinary || fill === plain ? `ana.${unique}@example.com` : fill(ANSWER_LIMITS.email);
};
/** Short everyday text, as most visitors send. */
const ordinary: Filler = (length) => 'Ana trains at home'.slice(0, length);
/** Everyday words at the field's full length: what size alone costs, without an attack. */
const plain: Filler = (length) =>
  'I want to get back into shape after a long break, three days a week at home. '
    .repeat(Math.ceil(length / 78))
    .slice(0, length);

const CALLS: Call[] = [
  {
    name: 'generate',
    method: 'POST',
    url: () => '/api/workouts/generate',
    // A valid address here, so that the request passes validation and the coach reads every field (the
    // address's own attack is the early testers' call).
    body: (fill) => ({
      name: fill(ANSWER_LIMITS.name),
      email: 'bench@example.com',
      workoutTime: fill(ANSWER_LIMITS.workoutTimeText),
      fitnessGoal: other(fill),
      fitnessLevel: other(fill),
      workoutStyle: other(fill),
      focusArea: other(fill),
      workoutLocation: other(fill),
      equipment: Array.from({ length: ANSWER_LIMITS.equipmentItems }, () => other(fill)),
      hasInjuries: 'yes',
      injuryDetails: fill(ANSWER_LIMITS.injuryDetails),
      additionalNotes: fill(ANSWER_LIMITS.additionalNotes),
    }),
  },
  {
    name: 'early testers',
    method: 'POST',
    url: () => '/api/early-testers',
    body: (fill) => ({ email: email(fill) }),
  },
  {
    name: 'email a plan',
    method: 'POST',
    url: (ids) => `/api/workouts/${ids.planId}/email`,
    body: (fill) => ({ email: email(fill) }),
  },
  {
    name: 'rate',
    method: 'POST',
    url: (ids) => `/api/workouts/${ids.planId}/ratings`,
    body: (fill) => ({
      userName: fill(RATING_LIMITS.nameMax),
      rating: 4,
      feedback: fill(RATING_LIMITS.feedbackMax),
    }),
  },
  {
    name: 'create a challenge',
    method: 'POST',
    url: (ids) => `/api/workouts/${ids.planId}/challenges`,
    body: (fill) => ({
      name: fill(CHALLENGE_LIMITS.nameMax),
      description: fill(CHALLENGE_LIMITS.descriptionMax),
      createdBy: fill(CHALLENGE_LIMITS.personMax),
      email: email(fill),
    }),
  },
  {
    name: 'join a challenge',
    method: 'POST',
    url: (ids) => `/api/challenges/${ids.challengeId}/participants`,
    body: (fill) => {
      unique += 1;
      return {
        name: `${unique} ${fill(CHALLENGE_LIMITS.personMax)}`.slice(0, CHALLENGE_LIMITS.personMax),
        email: email(fill),
      };
    },
  },
];

const statuses = new Map<string, number>();

/** CPU milliseconds (user + system) the server spent on one request. */
async function cpuOf(
  server: TestApp,
  method: 'POST' | 'GET',
  url: string,
  payload: object,
  label = '',
): Promise<number> {
  const before = process.cpuUsage();
  const response = await server.app.inject({ method, url, payload });
  const spent = process.cpuUsage(before);
  if (label)
    statuses.set(
      `${label} ${response.statusCode}`,
      (statuses.get(`${label} ${response.statusCode}`) ?? 0) + 1,
    );
  return (spent.user + spent.system) / 1000;
}

async function newChallenge(server: TestApp, planId: string): Promise<string> {
  const challenge = await server.app.inject({
    method: 'POST',
    url: `/api/workouts/${planId}/challenges`,
    payload: { name: 'Bench', createdBy: 'Bench', email: 'bench@example.com' },
  });
  return challenge.json().id as string;
}

export async function benchHostileText(): Promise<Row[]> {
  const attacks = await analyserAttacks();
  const server = await openTestApp(testDatabaseTargets()[0]!, { env: { COACH: 'builtin' } });
  const rows: Row[] = [];
  try {
    const plan = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Bench', workoutDays: 3 },
    });
    const planId = plan.json().id as string;
    // A challenge runs over the four-week progression.
    await server.app.inject({ method: 'POST', url: `/api/workouts/${planId}/progression`, payload: {} });
    rows.push({
      figure: 'ReDoS analyser: attack strings used',
      value: String(attacks.length),
      target: '',
      status: 'info',
    });
    for (const call of CALLS) {
      const short: number[] = [];
      const full: number[] = [];
      const hostile: number[] = [];
      for (let run = 0; run < RUNS + 2; run += 1) {
        // A challenge a run: one holds at most CHALLENGE_LIMITS.participantsMax people.
        const ids = { planId, challengeId: await newChallenge(server, planId) };
        const send = (fill: Filler, label: string) =>
          cpuOf(server, call.method, call.url(ids), call.body(fill), `${call.name}, ${label}`);
        const shortCpu = await send(ordinary, 'short text');
        const fullCpu = await send(plain, 'everyday text at the limits');
        let worst = 0;
        for (const [index, attack] of attacks.entries()) {
          worst = Math.max(worst, await send((length) => sized(attack, length), `attack ${index + 1}`));
        }
        // The first runs warm the JIT and the database's statements.
        if (run >= 2) {
          short.push(shortCpu);
          full.push(fullCpu);
          hostile.push(worst);
        }
      }
      const fullMedian = percentile(full, 50);
      const hostileMedian = percentile(hostile, 50);
      // A plan costs the coach's own work (its target is the built-in generation rows'), a mailed plan
      // its PDF; every other call must stay under 5 ms whatever its text.
      const absolute = call.name === 'generate' || call.name === 'email a plan' ? undefined : { max: 5 };
      rows.push(
        row(`${call.name}: server CPU, short everyday text (median)`, percentile(short, 50), 'ms', absolute),
        row(`${call.name}: server CPU, everyday text at every limit (median)`, fullMedian, 'ms', absolute),
        row(
          `${call.name}: server CPU, worst analyser attack at every limit (median)`,
          hostileMedian,
          'ms',
          absolute,
        ),
        row(
          `${call.name}: extra CPU the attack buys over the same size`,
          Math.max(0, hostileMedian - fullMedian),
          'ms',
          {
            max: 5,
          },
        ),
      );
    }
    // The review's replay (the security review of 2026-11-26, item 1): an 80 kB address, over the limit, costs its refusal only.
    const replay: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      replay.push(
        await cpuOf(server, 'POST', '/api/early-testers', { email: `a@a${'.a'.repeat(40_000)}.@..a` }),
      );
    }
    rows.push(
      row('early testers: 80 kB address (review replay), server CPU', percentile(replay, 50), 'ms', {
        max: 5,
      }),
    );
    // What the server answered, so that a reader sees which attacks reached the coach (2xx) and which
    // ended at validation (400) or a mail limit (429).
    rows.push({
      figure: 'answers (call, text, status: count)',
      value: [...statuses].map(([key, count]) => `${key}: ${count}`).join('; '),
      target: '',
      status: 'info',
    });
  } finally {
    await server.close();
  }
  return rows;
}
