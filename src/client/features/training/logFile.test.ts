import { describe, expect, it } from 'vitest';
import type { SessionLog } from './log';
import { LOG_FILE_LIMITS, logFile, parseLogFile, readLogFile } from './logFile';

function session(overrides: Partial<SessionLog> = {}): SessionLog {
  return {
    id: '0b6f3c1e-9a4d-4c1b-8e55-3f0c2a7d9e10',
    planId: 'plan_aaaaaaaaaaaa',
    planName: 'Strength',
    weekNumber: 2,
    dayIndex: 0,
    dayName: 'Monday',
    startedAt: '2026-11-01T10:00:00.000Z',
    finishedAt: '2026-11-01T10:45:00.000Z',
    exercises: [
      {
        exerciseIndex: 0,
        catalogId: 'goblet-squat',
        name: 'Goblet squat',
        swappedFrom: { catalogId: 'back-squat', name: 'Back squat' },
        target: { sets: 3, reps: '8-12', durationSeconds: null, effort: 'RIR 2', load: 20 },
        sets: [
          { set: 1, reps: 10, seconds: null, load: 22.5, unit: 'kg', rir: 2 },
          { set: 2, reps: null, seconds: 40, load: null, unit: 'lb', rir: null },
        ],
      },
    ],
    ...overrides,
  };
}

const fileWith = (sessions: unknown[]) =>
  JSON.stringify({ ...logFile([]), sessions } satisfies Record<string, unknown>);

describe('the training log file', () => {
  it('reads back what an export writes', () => {
    const exported = JSON.stringify(logFile([session()], new Date('2026-11-02T08:00:00Z')));
    expect(JSON.parse(exported)).toMatchObject({
      format: 'workout-coach-training-log',
      version: 1,
      exportedAt: '2026-11-02T08:00:00.000Z',
    });
    expect(parseLogFile(exported)).toEqual({ ok: true, sessions: [session()] });
  });

  it('refuses what is not JSON, or JSON of another kind', () => {
    expect(parseLogFile('<html><script>alert(1)</script></html>')).toEqual({
      ok: false,
      problem: { kind: 'not-json' },
    });
    expect(parseLogFile(JSON.stringify({ version: 1, sessions: [session()] }))).toEqual({
      ok: false,
      problem: { kind: 'not-a-log' },
    });
    expect(parseLogFile('null')).toMatchObject({ ok: false, problem: { kind: 'not-a-log' } });
    expect(parseLogFile(JSON.stringify({ ...logFile([]), version: 2 }))).toMatchObject({
      ok: false,
      problem: { kind: 'newer-version' },
    });
  });

  it('refuses a file over 5 MB without reading it', async () => {
    const huge = new Blob([' '.repeat(LOG_FILE_LIMITS.bytes + 1)]);
    let read = false;
    Object.defineProperty(huge, 'text', {
      value: () => {
        read = true;
        return Promise.resolve('');
      },
    });
    expect(await readLogFile(huge)).toEqual({ ok: false, problem: { kind: 'too-large' } });
    expect(read).toBe(false);
  });

  it('refuses more sessions than the limit', () => {
    const many = Array.from({ length: LOG_FILE_LIMITS.sessions + 1 }, () => ({}));
    expect(parseLogFile(fileWith(many))).toEqual({ ok: false, problem: { kind: 'too-many-sessions' } });
  });

  it('says which session and field hold an absurd number', () => {
    const absurd = session();
    absurd.exercises[0]!.sets[0]!.load = 1e9;
    expect(parseLogFile(fileWith([session(), absurd]))).toEqual({
      ok: false,
      problem: { kind: 'invalid-session', session: 2, field: 'exercises.0.sets.0.load' },
    });
    for (const change of [
      (entry: SessionLog) => {
        entry.exercises[0]!.sets[0]!.reps = -3;
      },
      (entry: SessionLog) => {
        entry.exercises[0]!.sets[0]!.reps = 2.5;
      },
      (entry: SessionLog) => {
        entry.weekNumber = 9;
      },
      (entry: SessionLog) => {
        entry.finishedAt = '2026-10-01T10:00:00.000Z'; // before it started
      },
      (entry: SessionLog) => {
        entry.startedAt = 'not a date';
      },
      (entry: SessionLog) => {
        (entry.exercises[0]!.sets[0] as { load: unknown }).load = '20';
      },
    ]) {
      const bad = session();
      change(bad);
      expect(parseLogFile(fileWith([bad]))).toMatchObject({
        ok: false,
        problem: { kind: 'invalid-session' },
      });
    }
  });

  it('refuses overlong names and ids that are not plain ids', () => {
    expect(
      parseLogFile(fileWith([session({ planName: 'x'.repeat(LOG_FILE_LIMITS.name + 1) })])),
    ).toMatchObject({ ok: false, problem: { kind: 'invalid-session', session: 1, field: 'planName' } });
    expect(parseLogFile(fileWith([session({ planId: '../../etc/passwd' })]))).toMatchObject({
      ok: false,
      problem: { kind: 'invalid-session', field: 'planId' },
    });
  });

  it('keeps HTML in a name as the plain text it is, and drops fields it does not know', () => {
    const html = '<img src=x onerror="alert(1)">';
    // A "__proto__" key as JSON.parse reads it: an own property, which must not reach any prototype.
    const entry = JSON.stringify({ ...session({ planName: html }), extra: 1 }).replace(
      '"extra":1',
      '"extra":1,"__proto__":{"polluted":true}',
    );
    const result = parseLogFile(fileWith([JSON.parse(entry)]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sessions[0]?.planName).toBe(html);
    expect(Object.keys(result.sessions[0] ?? {})).not.toContain('extra');
    expect(Object.keys(result.sessions[0] ?? {})).not.toContain('__proto__');
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
