import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/client/App';
import { activateLanguage } from '../../src/client/lib/i18n';
import BlogPage from '../../src/client/pages/BlogPage';
import BlogPostPage from '../../src/client/pages/BlogPostPage';
import { BLOG_POSTS } from '../../src/content/blog/posts';

// The post page shows its skeleton for about 500 ms before the article; the allowance is generous so
// that a busy machine passes too.
const AFTER_SKELETON = { timeout: 15_000 };

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:lang/blog" element={<BlogPage />} />
          <Route path="/:lang/blog/:slug" element={<BlogPostPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

function ShowPath() {
  return <span data-testid="path">{useLocation().pathname}</span>;
}

function cardTitles(): string[] {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
}

describe('blog list', () => {
  it('lists the ten articles and narrows them by category', async () => {
    await activateLanguage('en');
    renderAt('/en/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(cardTitles()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Home Workouts' }));
    const homePosts = BLOG_POSTS.filter((post) => post.category === 'homeWorkouts');
    expect(cardTitles()).toEqual(homePosts.map((post) => post.en.title));
    expect(screen.getByRole('button', { name: 'Home Workouts' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Workout Design' }));
    expect(cardTitles().sort()).toEqual(
      BLOG_POSTS.filter((post) => post.category === 'workoutDesign')
        .map((post) => post.en.title)
        .sort(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(cardTitles()).toHaveLength(10);
  });

  it('links each card to its own article in the route language', async () => {
    await activateLanguage('en');
    renderAt('/en/blog');
    for (const post of BLOG_POSTS) {
      const link = screen.getByRole('link', { name: `Read more: ${post.en.title}` });
      expect(link.getAttribute('href')).toBe(`/en/blog/${post.slugs.en}`);
    }
  });
});

describe('blog post', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(BLOG_POSTS.map((post) => [post.slugs.en, post] as const))(
    '%s shows its own article',
    async (slug, post) => {
      await activateLanguage('en');
      renderAt(`/en/blog/${slug}`);
      expect(screen.getByText('Loading article')).toBeTruthy();
      const title = await screen.findByRole('heading', { level: 1 }, AFTER_SKELETON);
      expect(title.textContent).toBe(post.en.title);
      expect(document.title).toContain(post.en.title);
      // Related articles are the post's own three, linked in the route language.
      const related = screen.getByRole('region', { name: 'Related articles' });
      const relatedLinks = within(related).getAllByRole('link');
      expect(relatedLinks.map((link) => link.getAttribute('href'))).toEqual(
        post.relatedIds.map((id) => `/en/blog/${BLOG_POSTS.find((other) => other.id === id)?.slugs.en}`),
      );
      expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/en?create=true');
      expect(screen.getAllByRole('link', { name: /Back to the blog/ }).length).toBeGreaterThan(0);
    },
  );

  it('renders body blocks as plain text, never as HTML', async () => {
    await activateLanguage('en');
    const post = BLOG_POSTS[0]!;
    const { container } = renderAt(`/en/blog/${post.slugs.en}`);
    await screen.findByRole('heading', { level: 1 }, AFTER_SKELETON);
    const headings = post.en.body.filter((block) => block.type === 'heading');
    for (const heading of headings) {
      expect(screen.getByRole('heading', { level: 2, name: heading.text })).toBeTruthy();
    }
    const quotes = post.en.body.filter((block) => block.type === 'quote');
    expect(container.querySelectorAll('blockquote')).toHaveLength(quotes.length);
  });

  it('copies the link with a toast when the browser cannot share', async () => {
    await activateLanguage('en');
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const post = BLOG_POSTS[1]!;
    renderAt(`/en/blog/${post.slugs.en}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }, AFTER_SKELETON));
    expect(await screen.findByText('Link copied', {}, AFTER_SKELETON)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('shows Article Not Found for an unknown slug', async () => {
    await activateLanguage('en');
    renderAt('/en/blog/no-such-article');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article Not Found' }, AFTER_SKELETON),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the blog/ }).getAttribute('href')).toBe('/en/blog');
  });

  it('shows the Spanish text on a Spanish route', async () => {
    await activateLanguage('es');
    const post = BLOG_POSTS[4]!;
    renderAt(`/es/blog/${post.slugs.es}`);
    const title = await screen.findByRole('heading', { level: 1 }, AFTER_SKELETON);
    expect(title.textContent).toBe(post.es.title);
    const firstParagraph = post.es.body.flatMap((block) =>
      block.type === 'paragraph' ? [block.text] : [],
    )[0];
    expect(firstParagraph).toBeTruthy();
    expect(screen.getByText(firstParagraph!)).toBeTruthy();
    expect(screen.queryByText(post.en.title)).toBeNull();
  });

  it('gives Spanish articles Spanish slugs, and moves an old English-slug Spanish link to its own', async () => {
    await activateLanguage('es');
    for (const post of BLOG_POSTS) {
      expect(post.slugs.es, post.slugs.en).not.toBe(post.slugs.en);
      expect(post.slugs.es).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const post = BLOG_POSTS[3]!;
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[`/es/blog/${post.slugs.en}`]}>
          <Routes>
            <Route
              path="/:lang/blog/:slug"
              element={
                <>
                  <BlogPostPage />
                  <ShowPath />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findByTestId('path', {}, AFTER_SKELETON)).textContent).toBe(
      `/es/blog/${post.slugs.es}`,
    );
    expect((await screen.findByRole('heading', { level: 1 }, AFTER_SKELETON)).textContent).toBe(
      post.es.title,
    );
  });

  it('shows the Spanish list on a Spanish route', async () => {
    await activateLanguage('es');
    renderAt('/es/blog');
    expect(cardTitles().sort()).toEqual(BLOG_POSTS.map((post) => post.es.title).sort());
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const post of BLOG_POSTS) expect(hrefs).toContain(`/es/blog/${post.slugs.es}`);
  });
});
