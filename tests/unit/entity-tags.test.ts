import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EntityTags, entityTag } from '../../src/server/api/http';

/** The tag as RFC 9110 clients see it: a SHA-1 of the body's UTF-8 bytes. */
function sha1Tag(body: string): string {
  return `W/"${createHash('sha1').update(Buffer.from(body, 'utf8')).digest('base64url')}"`;
}

describe('ETags of API answers', () => {
  it('are the hash of the UTF-8 bytes, whether the body is text or bytes', () => {
    const body = JSON.stringify({ name: 'Año nuevo, plan nuevo', emoji: '💪' });
    expect(entityTag(body)).toBe(sha1Tag(body));
    expect(entityTag(Buffer.from(body))).toBe(sha1Tag(body));
  });

  it('give a remembered answer its tag again, and a changed answer at the same URL a new one', () => {
    const tags = new EntityTags();
    const first = JSON.stringify({ id: 'p1', averageRating: 4, reviewCount: 1 });
    // The same text built anew, as each request builds it: equal text, not the same string object.
    const again = JSON.stringify(JSON.parse(first));
    const rated = JSON.stringify({ id: 'p1', averageRating: 4.5, reviewCount: 2 });
    expect(tags.tagFor('/api/workouts/p1', first)).toBe(sha1Tag(first));
    expect(tags.tagFor('/api/workouts/p1', again)).toBe(sha1Tag(first));
    expect(tags.tagFor('/api/workouts/p1', rated)).toBe(sha1Tag(rated));
    expect(tags.tagFor('/api/workouts/p1', first)).toBe(sha1Tag(first));
    // A body of the same length differing in one character is not taken for the remembered one.
    const sameLength = first.replace('4', '3');
    expect(sameLength.length).toBe(first.length);
    expect(tags.tagFor('/api/workouts/p1', sameLength)).toBe(sha1Tag(sameLength));
    expect(tags.size.answers).toBe(1);
  });

  it('forget the oldest answers beyond their bounds, and never keep one too large', () => {
    const tags = new EntityTags(800, 5);
    for (let index = 0; index < 20; index += 1) tags.tagFor(`/api/workouts/p${index}`, 'x'.repeat(90));
    expect(tags.size.answers).toBeLessThanOrEqual(5);
    const large = 'y'.repeat(101);
    expect(tags.tagFor('/api/workouts/big', large)).toBe(sha1Tag(large));
    expect(tags.size.characters).toBeLessThanOrEqual(800);
    const bounded = new EntityTags(300, 100);
    for (let index = 0; index < 20; index += 1) bounded.tagFor(`/u${index}`, 'z'.repeat(30));
    expect(bounded.size.characters).toBeLessThanOrEqual(300);
    expect(bounded.size.answers).toBe(10);
  });
});
