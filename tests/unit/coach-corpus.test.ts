import { describe, expect, it } from 'vitest';
import {
  type Day,
  type Exercise,
  type PlanDraft,
  SCREENING_REASONS,
  type Screening,
  workoutRequestSchema,
} from '../../src/contract/workout';
import { CATALOGUE, CATALOGUE_BY_ID } from '../../src/server/coach/catalogue';
import { CORPUS } from '../coach-corpus/cases';
import { CONDITIONING_MODALITY, POSITION_BY_ID, POSITION_IDS } from '../coach-corpus/facts';
import { judge } from '../coach-corpus/judge';
import { runCase } from '../coach-corpus/run';
import type { CorpusCase } from '../coach-corpus/types';

/** Building a plan takes milliseconds; the limit only guards against a hang on a shared, busy machine. */
const TIMEOUT = 30_000;

describe('the coach corpus itself', () => {
  it('holds at least 150 cases with unique ids, in both languages', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    const ids = CORPUS.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const spanish = CORPUS.filter((c) => c.request.language === 'es').length;
    expect(spanish).toBeGreaterThanOrEqual(40);
    expect(CORPUS.length - spanish).toBeGreaterThanOrEqual(40);
  });

  it('asks only valid requests and known reason codes, each case with a reason why it is hard', () => {
    for (const c of CORPUS) {
      expect(workoutRequestSchema.safeParse(c.request).success, c.id).toBe(true);
      expect(c.why.length, c.id).toBeGreaterThan(25);
      const codes = [...(c.expect.reasons ?? []).flat(), ...(c.expect.absentReasons ?? [])];
      for (const code of codes) expect(SCREENING_REASONS, c.id).toContain(code);
    }
  });

  it('classifies every catalogue exercise by body position, exactly once', () => {
    const listed = Object.values(POSITION_IDS).flat();
    expect(listed.filter((id, i) => listed.indexOf(id) !== i)).toEqual([]);
    const unclassified = CATALOGUE.filter((e) => !POSITION_BY_ID.has(e.id)).map((e) => e.id);
    expect(unclassified, 'add these ids to POSITION_IDS in tests/coach-corpus/facts.ts').toEqual([]);
    const unknown = listed.filter((id) => !CATALOGUE.some((e) => e.id === id));
    expect(unknown, 'ids in POSITION_IDS that the catalogue no longer has').toEqual([]);
  });

  it('classifies every conditioning exercise by modality (running, cycling, walking, jumping...)', () => {
    const unclassified = CATALOGUE.filter(
      (e) => e.pattern === 'conditioning' && !(e.id in CONDITIONING_MODALITY),
    ).map((e) => e.id);
    expect(unclassified, 'add these ids to CONDITIONING_MODALITY in tests/coach-corpus/facts.ts').toEqual([]);
  });
});

/** Hand-written plans that a careful coach would sign: the judge must be satisfiable, and say what broke. */
function exercise(id: string, over: Partial<Exercise> = {}): Exercise {
  const entry = CATALOGUE_BY_ID.get(id)!;
  const timed = entry.measure === 'time';
  return {
    catalogId: id,
    name: entry.name.en,
    sets: 3,
    reps: timed ? null : '8-12',
    durationSeconds: timed ? 30 : null,
    restSeconds: 90,
    effort: timed ? 'Easy' : 'RIR 2-3',
    loadHint: '',
    cues: [],
    videoId: null,
    block: '',
    text: `${entry.name.en} (3 x ${timed ? '30 s' : '8-12'})`,
    notes: null,
    ...over,
  };
}
function day(kind: Day['kind'], exercises: Exercise[], estimatedMinutes = 45): Day {
  return {
    name: 'Day',
    kind,
    focus: kind === 'rest' ? 'Rest' : 'Session',
    estimatedMinutes: kind === 'rest' ? 0 : estimatedMinutes,
    style: 'traditional',
    rounds: 1,
    warmUp: kind === 'rest' ? [] : ['5 min of easy walking'],
    exercises,
    coolDown: kind === 'rest' ? [] : ['3 min of gentle stretching'],
  };
}
const rest = () => day('rest', []);
function plan(
  schedule: Day[],
  screening: Screening = { outcome: 'clear', reasons: [] },
  notes: string[] = [],
): PlanDraft {
  return {
    overview: 'A plan.',
    schedule,
    restDays: [],
    videos: [],
    disclaimer: 'Not medical advice.',
    notes,
    screening,
  };
}
const corpusCase = (id: string): CorpusCase => CORPUS.find((c) => c.id === id)!;
const walk = (seconds: number) =>
  exercise('brisk-walk', { sets: 1, durationSeconds: seconds, restSeconds: 0 });
const strength = () =>
  day('training', [
    exercise('goblet-squat'),
    exercise('dumbbell-single-leg-rdl', { reps: '8-10 per side' }),
    exercise('one-arm-dumbbell-row'),
    exercise('standing-calf-raise'),
  ]);

describe('the judge', () => {
  const chest = corpusCase('chest-notes-only-bike');
  const cleared: Screening = {
    outcome: 'clearance',
    reasons: [
      {
        code: 'chest-symptoms',
        text: 'You mentioned chest symptoms when you exercise. Please see a doctor before you train hard.',
        see: 'doctor',
      },
    ],
  };
  const gentleWeek = () => [
    day('active-recovery', [walk(1200), exercise('cat-cow', { sets: 2 })], 30),
    rest(),
    day('active-recovery', [walk(1200), exercise('standing-calf-stretch', { sets: 2 })], 30),
    rest(),
    day('active-recovery', [walk(1200)], 30),
    rest(),
    rest(),
  ];

  it('passes a clearance-first plan of gentle walking and mobility that names the doctor', () => {
    expect(judge(chest, plan(gentleWeek(), cleared))).toEqual([]);
  });

  it('fails a clearance-first plan that slips in a squat, and says which day and what', () => {
    const week = gentleWeek();
    week[2] = day('training', [exercise('goblet-squat')]);
    const failures = judge(chest, plan(week, cleared));
    expect(failures.map((f) => f.rule)).toContain('clearance-gentle');
    expect(failures.find((f) => f.rule === 'clearance-gentle')?.message).toMatch(/Wednesday.*Goblet squat/);
  });

  it('fails a reason that does not name the professional, and a note that quotes the visitor', () => {
    const vague: Screening = {
      outcome: 'clearance',
      reasons: [{ ...cleared.reasons[0]!, text: 'Please be careful.' }],
    };
    expect(judge(chest, plan(gentleWeek(), vague)).map((f) => f.rule)).toContain('clearance-professional');
    const quoted = plan(gentleWeek(), cleared, ['You wrote: my chest hurts when i push hard.']);
    expect(judge(chest, quoted).map((f) => f.rule)).toContain('privacy');
  });

  it('lets the coach name a condition in its own sentence, which is not a quote', () => {
    const diabetes: Screening = {
      outcome: 'adapted',
      reasons: [
        { code: 'diabetes', text: 'You mentioned type 2 diabetes: the plan adds aerobic work.', see: null },
      ],
    };
    const week = [strength(), rest(), strength(), rest(), strength(), rest(), rest()];
    expect(judge(corpusCase('t2d-metformin'), plan(week, diabetes)).map((f) => f.rule)).not.toContain(
      'privacy',
    );
  });

  it('passes a 10k week with easy runs, one quality session, a long run and strength', () => {
    const run = (seconds: number, over: Partial<Exercise> = {}) =>
      exercise('easy-jog', { sets: 1, durationSeconds: seconds, restSeconds: 0, ...over });
    const week = [
      day('training', [run(1800)]),
      strength(),
      day('training', [
        exercise('sprint-intervals', { sets: 6, durationSeconds: 60, block: 'Intervals', effort: 'Hard' }),
      ]),
      rest(),
      day('training', [run(1800)]),
      day('training', [run(3600, { name: 'Long run' })], 60),
      rest(),
    ];
    expect(judge(corpusCase('notes-10k-june'), plan(week))).toEqual([]);
    week[1] = day('training', [exercise('squat-jump'), exercise('burpee')]);
    expect(judge(corpusCase('notes-10k-june'), plan(week)).map((f) => f.rule)).toEqual(
      expect.arrayContaining(['endurance-strength', 'endurance-no-jumping']),
    );
  });

  it('passes a short Friday said back, and fails a Friday that ignores it', () => {
    const short = day(
      'training',
      [exercise('goblet-squat', { restSeconds: 60 }), exercise('one-arm-dumbbell-row', { restSeconds: 60 })],
      20,
    );
    const week = [strength(), rest(), strength(), rest(), short, strength(), rest()];
    const c = corpusCase('notes-20-minutes-fridays');
    expect(judge(c, plan(week, undefined, ['Friday is a 20-minute session, as you asked.']))).toEqual([]);
    week[4] = strength();
    expect(
      judge(c, plan(week, undefined, ['Friday is a 20-minute session, as you asked.'])).map((f) => f.rule),
    ).toEqual(['day-minutes']);
  });

  it('fails a burpee after "no burpees please", naming the day and the exercise', () => {
    const week = [
      strength(),
      rest(),
      day('training', [exercise('burpee')]),
      rest(),
      strength(),
      rest(),
      rest(),
    ];
    const failures = judge(
      corpusCase('notes-no-burpees-please'),
      plan(week, undefined, ['No burpees, as you asked.']),
    );
    expect(failures).toEqual([{ rule: 'never:burpee', message: expect.stringMatching(/Wednesday.*Burpee/) }]);
  });
});

describe('the built-in coach over the corpus', () => {
  it.each(CORPUS.map((c) => [c.id, c] as const))(
    '%s',
    (_id, c) => {
      const { failures } = runCase(c);
      if (failures.length > 0) {
        expect.fail(`${c.id} (${c.why})\n${failures.map((f) => `  - ${f.rule}: ${f.message}`).join('\n')}`);
      }
    },
    TIMEOUT,
  );
});
