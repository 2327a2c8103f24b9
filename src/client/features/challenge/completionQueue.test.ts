// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../contract/constants';
import {
  enqueueCompletions,
  flushCompletions,
  type QueuedCompletion,
  readQueue,
  type SendOutcome,
} from './completionQueue';

const item = (exerciseIndex: number, participantId = 'participant-1'): QueuedCompletion => ({
  participantId,
  weekNumber: 1,
  dayName: 'Monday',
  exerciseIndex,
});

describe('challenge completions waiting for a connection', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps each completion once, however often it is queued', () => {
    enqueueCompletions([item(0), item(1)]);
    enqueueCompletions([item(1), item(2), item(2)]);
    expect(readQueue()).toEqual([item(0), item(1), item(2)]);
  });

  it('sends everything and empties the queue when the server answers', async () => {
    enqueueCompletions([item(0), item(1)]);
    const sent: QueuedCompletion[] = [];
    const waiting = await flushCompletions(async (completion) => {
      sent.push(completion);
      return 'sent';
    });
    expect(sent).toEqual([item(0), item(1)]);
    expect(waiting).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.completionQueue)).toBeNull();
  });

  it('keeps what could not be sent (no connection) for the next try, in order', async () => {
    enqueueCompletions([item(0), item(1), item(2)]);
    const outcomes: SendOutcome[] = ['sent', 'retry'];
    const calls: number[] = [];
    const waiting = await flushCompletions(async (completion) => {
      calls.push(completion.exerciseIndex);
      return outcomes.shift() ?? 'sent';
    });
    // Stops at the first failure: the rest would fail too.
    expect(calls).toEqual([0, 1]);
    expect(waiting).toBe(2);
    expect(readQueue()).toEqual([item(1), item(2)]);
    expect(await flushCompletions(async () => 'sent')).toBe(0);
  });

  it('drops a completion the server refused for good (no such participant or exercise)', async () => {
    enqueueCompletions([item(0), item(1)]);
    const waiting = await flushCompletions(async (completion) =>
      completion.exerciseIndex === 0 ? 'refused' : 'sent',
    );
    expect(waiting).toBe(0);
  });

  it('runs one flush at a time: a second call joins the first instead of sending twice', async () => {
    enqueueCompletions([item(0)]);
    let release: () => void = () => {};
    const send = vi.fn(() => new Promise<SendOutcome>((resolve) => (release = () => resolve('sent'))));
    const first = flushCompletions(send);
    const second = flushCompletions(send);
    release();
    expect(await first).toBe(0);
    expect(await second).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a value it cannot read aside instead of overwriting it', () => {
    localStorage.setItem(STORAGE_KEYS.completionQueue, 'not json');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readQueue()).toEqual([]);
    enqueueCompletions([item(0)]);
    expect(localStorage.getItem(`${STORAGE_KEYS.completionQueue}.unreadable`)).toBe('not json');
    expect(readQueue()).toEqual([item(0)]);
  });
});
