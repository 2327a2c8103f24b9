import { Plural, useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BLOG_CATEGORIES, type BlogCategory } from '../../content/blog/types';
import { PageHeading } from '../components/PageHeading';
import { BlogCard } from '../features/blog/BlogCard';
import { POSTS_NEWEST_FIRST } from '../features/blog/blogPosts';
import { CategoryFilter } from '../features/blog/CategoryFilter';
import { useLanguage } from '../lib/language';

const CATEGORY_PARAM = 'category';

function parseCategory(value: string | null): BlogCategory | null {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as BlogCategory) : null;
}

export default function BlogPage() {
  const { t } = useLingui();
  const language = useLanguage();
  // The filter lives in the URL so a filtered list survives reloads and can be shared.
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseCategory(searchParams.get(CATEGORY_PARAM));
  const posts = active ? POSTS_NEWEST_FIRST.filter((post) => post.category === active) : POSTS_NEWEST_FIRST;
  const count = posts.length;

  function selectCategory(category: BlogCategory | null) {
    const next = new URLSearchParams(searchParams);
    if (category) next.set(CATEGORY_PARAM, category);
    else next.delete(CATEGORY_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <Container size="lg" py="xl">
      <PageHeading
        title={t`Blog`}
        description={t`Training science, explained plainly: how plans are built, what the research says and how to train well at home or in the gym.`}
      />
      <Stack gap="md">
        <CategoryFilter active={active} onChange={selectCategory} />
        <Text size="sm" c="dimmed" aria-live="polite">
          <Plural value={count} one="# article" other="# articles" />
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {posts.map((post) => (
            <BlogCard key={post.id} post={post} language={language} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
