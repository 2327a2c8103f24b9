import { describe, expect, it } from 'vitest';
import { SCREENING_REASONS, workoutRequestSchema } from '../../src/contract/workout';
import { CATALOGUE } from '../../src/server/coach/catalogue';
import { CORPUS } from '../coach-corpus/cases';
import { CONDITIONING_MODALITY, POSITION_BY_ID, POSITION_IDS } from '../coach-corpus/facts';
import { runCase } from '../coach-corpus/run';

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
