import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Box, Card, Image, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BlogPost } from '../../../content/blog/types';
import type { Language } from '../../../contract/constants';
import { localizedPath } from '../../lib/language';
import { categoryImage, postText } from './blogPosts';
import { PostMeta } from './PostMeta';
import { useCategoryLabels } from './useCategoryLabels';

export function BlogCard({ post, language }: { post: BlogPost; language: Language }) {
  const { t } = useLingui();
  const labels = useCategoryLabels();
  const { title, excerpt } = postText(post, language);
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Card.Section>
        {/* The illustration only repeats the category shown below it. */}
        <Image src={categoryImage(post.category)} alt="" h={170} fit="cover" />
      </Card.Section>
      <Badge mt="md" variant="light" w="fit-content">
        {labels[post.category]}
      </Badge>
      <Title order={2} size="h4" mt="xs" lh={1.3}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt="xs" lineClamp={4}>
        {excerpt}
      </Text>
      <Box style={{ flex: 1 }} mih="md" />
      <PostMeta date={post.date} readTimeMinutes={post.readTimeMinutes} language={language} />
      <Anchor
        component={Link}
        to={localizedPath(language, `/blog/${post.slugs[language]}`)}
        fw={600}
        mt="sm"
        w="fit-content"
        aria-label={t`Read more: ${title}`}
      >
        <Trans>Read more</Trans> <span aria-hidden="true">→</span>
      </Anchor>
    </Card>
  );
}
