// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../contract/constants';
import { mergeSessions, readSessions, type SessionLog, saveSession, sessionsOfPlan } from './log';

function session(
  id: string,
  planId = 'plan-aaaaaaaaaaaa',
  finishedAt = '2026-11-20T10:00:00.000Z',
): SessionLog {
  return {
    id,
    planId,
    planName: 'Strength',
    weekNumber: null,
    dayIndex: 0,
    dayName: 'Monday',
    startedAt: finishedAt,
    finishedAt,
    exercises: [
      {
        exerciseIndex: 0,
        catalogId: 'goblet-squat',
        name: 'Goblet squat',
        swappedFrom: null,
        target: { sets: 3, reps: '8-12', durationSeconds: null, effort: 'RIR 2', load: null },
        sets: [{ set: 1, reps: 10, seconds: null, load: 20, unit: 'kg', rir: null }],
      },
    ],
  };
}

describe('the training log on the device', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps finished sessions, newest first, per plan', () => {
    expect(saveSession(session('a', 'plan-1', '2026-11-01T10:00:00.000Z'))).toBe(true);
    expect(saveSession(session('b', 'plan-2', '2026-11-03T10:00:00.000Z'))).toBe(true);
    expect(saveSession(session('c', 'plan-1', '2026-11-02T10:00:00.000Z'))).toBe(true);
    expect(readSessions().map((s) => s.id)).toEqual(['b', 'c', 'a']);
    expect(sessionsOfPlan('plan-1').map((s) => s.id)).toEqual(['c', 'a']);
  });

  it('never overwrites a stored log it cannot read: it is set aside first', () => {
    localStorage.setItem(STORAGE_KEYS.trainingLog, '{"version":1,"sessions":[ broken');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSessions()).toEqual([]);
    expect(saveSession(session('new'))).toBe(true);
    expect(localStorage.getItem(`${STORAGE_KEYS.trainingLog}.unreadable`)).toBe(
      '{"version":1,"sessions":[ broken',
    );
    expect(readSessions().map((s) => s.id)).toEqual(['new']);
  });

  it('keeps entries it does not understand when it writes', () => {
    const unknown = { id: 'x', somethingNewer: true };
    localStorage.setItem(STORAGE_KEYS.trainingLog, JSON.stringify({ version: 1, sessions: [unknown] }));
    saveSession(session('a'));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.trainingLog) ?? '{}');
    expect(stored.sessions).toContainEqual(unknown);
    expect(readSessions().map((s) => s.id)).toEqual(['a']);
  });

  it('reports a refused write and keeps what was stored', () => {
    saveSession(session('a'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveSession(session('b'))).toBe(false);
    refuse.mockRestore();
    expect(readSessions().map((s) => s.id)).toEqual(['a']);
  });

  it('merges an import by id: this device keeps its own copy, new ones are added once', () => {
    saveSession(session('a'));
    const imported = { ...session('a'), planName: 'Changed elsewhere' };
    expect(mergeSessions([imported, session('b'), session('b')])).toBe(1);
    expect(readSessions().find((s) => s.id === 'a')?.planName).toBe('Strength');
    expect(
      readSessions()
        .map((s) => s.id)
        .sort(),
    ).toEqual(['a', 'b']);
  });
});
