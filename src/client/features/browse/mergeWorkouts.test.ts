import { describe, expect, it } from 'vitest';
import { mergeUniqueById } from './mergeWorkouts';

describe('mergeUniqueById', () => {
  it('keeps page order and drops later copies of an id', () => {
    const merged = mergeUniqueById([
      [{ id: 'a' }, { id: 'b' }],
      [{ id: 'b' }, { id: 'c' }],
      [],
      [{ id: 'a' }, { id: 'd' }],
    ]);
    expect(merged.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns an empty list for no pages', () => {
    expect(mergeUniqueById([])).toEqual([]);
  });
});
