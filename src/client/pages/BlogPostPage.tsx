import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { Language } from '../../contract/constants';
import { BlogPostSkeleton } from '../features/blog/BlogPostSkeleton';
import { BlogPostView } from '../features/blog/BlogPostView';
import { findPostBySlug, postText } from '../features/blog/blogPosts';
import { localizedPath, useLanguage } from '../lib/language';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** docs/product.md: the post shows a loading state for about 500 ms before the article. */
const SIMULATED_LOAD_MS = 500;

function ArticleNotFound({ language }: { language: Language }) {
  return (
    <Stack align="center" py={40}>
      <Title order={1}>
        <Trans>Article Not Found</Trans>
      </Title>
      <Text c="dimmed" ta="center">
        <Trans>The article you are looking for does not exist or has moved.</Trans>
      </Text>
      <Button component={Link} to={localizedPath(language, '/blog')} variant="light">
        <Trans>Back to the blog</Trans>
      </Button>
    </Stack>
  );
}

function BlogPostLoader({ slug }: { slug: string | undefined }) {
  const { t } = useLingui();
  const language = useLanguage();
  const post = findPostBySlug(slug);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    // A related-post link keeps this route mounted, so start the new article at the top.
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
    const timer = window.setTimeout(() => setLoading(false), SIMULATED_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useDocumentTitle(post ? postText(post, language).title : t`Article Not Found`);

  let content = <BlogPostSkeleton />;
  if (!loading)
    content = post ? (
      <BlogPostView post={post} language={language} />
    ) : (
      <ArticleNotFound language={language} />
    );
  return (
    <Container size={760} py="xl">
      {content}
    </Container>
  );
}

export default function BlogPostPage() {
  const { slug } = useParams();
  const language = useLanguage();
  const { search, hash } = useLocation();
  // An article reached by its slug in the other language (Spanish articles once lived on English
  // slugs) moves to its own address, as the server's redirect does for a link opened directly.
  const post = findPostBySlug(slug);
  if (post && post.slugs[language] !== slug)
    return (
      <Navigate to={`${localizedPath(language, `/blog/${post.slugs[language]}`)}${search}${hash}`} replace />
    );
  // Keyed by slug so each article gets its own loading state.
  return <BlogPostLoader key={slug} slug={slug} />;
}
