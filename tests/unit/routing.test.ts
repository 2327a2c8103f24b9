import { describe, expect, it } from 'vitest';
import { localizedPath, switchLanguageInPath } from '../../src/client/lib/language';
import { BLOG_POSTS } from '../../src/content/blog/posts';
import { pageOf } from '../../src/contract/routes';
import { renderHead } from '../../src/server/share/previews';
import { isClientRoute } from '../../src/server/web';

describe('language paths', () => {
  it('switching language changes only the first segment', () => {
    expect(switchLanguageInPath('/en/plan/abc123', 'es')).toBe('/es/plan/abc123');
    expect(switchLanguageInPath('/es', 'en')).toBe('/en');
    expect(switchLanguageInPath('/en/blog/some-post', 'es')).toBe('/es/blog/some-post');
  });

  it('switching language moves an article to its slug in that language, and hreflang links do too', () => {
    const { slugs } = BLOG_POSTS.find((post) => post.id === 5)!;
    expect(switchLanguageInPath(`/en/blog/${slugs.en}`, 'es')).toBe(`/es/blog/${slugs.es}`);
    expect(switchLanguageInPath(`/es/blog/${slugs.es}`, 'en')).toBe(`/en/blog/${slugs.en}`);
    const head = renderHead('<head><meta name="description" content="x" /><title>x</title></head>', {
      publicUrl: 'http://plans.test',
      pathname: `/es/blog/${slugs.es}`,
      language: 'es',
      meta: { title: 't', description: 'd', type: 'article' },
    });
    expect(head).toContain(`<link rel="canonical" href="http://plans.test/es/blog/${slugs.es}" />`);
    expect(head).toContain(`hreflang="en" href="http://plans.test/en/blog/${slugs.en}"`);
    expect(head).toContain(`hreflang="es" href="http://plans.test/es/blog/${slugs.es}"`);
  });

  it('builds localised paths', () => {
    expect(localizedPath('es')).toBe('/es');
    expect(localizedPath('en', '/browse')).toBe('/en/browse');
  });

  it('knows which server paths are app routes', () => {
    for (const known of [
      '/',
      '/en',
      '/es/',
      '/en/plan/Ab_12-x',
      '/es/plan/Ab_12-x/history',
      '/es/challenge/xyz',
      '/en/my-workouts',
      '/fr/browse',
      '/en/blog/a-b',
    ]) {
      expect(isClientRoute(known), known).toBe(true);
    }
    for (const unknown of [
      '/en/nope',
      '/foo/bar',
      '/en/plan',
      '/en/plan/a/b',
      '/en/plan/a/history/x',
      '/english/browse',
    ]) {
      expect(isClientRoute(unknown), unknown).toBe(false);
    }
    // One route table (src/contract/routes.ts) for the client router and the server.
    expect(pageOf('blog/a-b')).toBe('blogPost');
    expect(pageOf('my-workouts/')).toBe('myWorkouts');
    expect(pageOf('')).toBe('home');
    expect(pageOf('plan')).toBeNull();
    expect(pageOf('plan/Ab_12-x/history')).toBe('planHistory');
  });
});
