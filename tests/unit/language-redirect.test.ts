import { describe, expect, it } from 'vitest';
import { languageRedirect } from '../../src/server/web';

/** A plan or challenge link without its language opens in the visitor's language (review r2-journey defect 10, brief item 9). */
describe('a page address without a language', () => {
  it.each([
    ['/plan/CE2RMwBEgCtnSYv-', 'es-ES,es;q=0.9,en;q=0.8', '/es/plan/CE2RMwBEgCtnSYv-'],
    ['/plan/CE2RMwBEgCtnSYv-', 'en-GB,en;q=0.9', '/en/plan/CE2RMwBEgCtnSYv-'],
    ['/plan/CE2RMwBEgCtnSYv-', undefined, '/en/plan/CE2RMwBEgCtnSYv-'],
    ['/challenge/8wLS-mmcI_4Q0hK-', 'es', '/es/challenge/8wLS-mmcI_4Q0hK-'],
  ])('%s (%s) moves to %s', (path, accept, target) => {
    expect(languageRedirect(path, accept)).toBe(target);
  });

  it.each(['/', '/en/plan/CE2RMwBEgCtnSYv-', '/no-such-page/at-all', '/favicon.ico'])('%s stays', (path) => {
    expect(languageRedirect(path, 'es')).toBeNull();
  });
});
