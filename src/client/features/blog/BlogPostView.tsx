import { AspectRatio, Badge, Group, Image, Stack, Title } from '@mantine/core';
import type { BlogPost } from '../../../content/blog/types';
import type { Language } from '../../../contract/constants';
import { AuthorBox } from './AuthorBox';
import { BackToBlogLink } from './BackToBlogLink';
import { BlogBody } from './BlogBody';
import { BlogCallToAction } from './BlogCallToAction';
import { categoryImage, postText } from './blogPosts';
import { PostMeta } from './PostMeta';
import { RelatedPosts } from './RelatedPosts';
import { ShareButton } from './ShareButton';
import { useCategoryLabels } from './useCategoryLabels';

export function BlogPostView({ post, language }: { post: BlogPost; language: Language }) {
  const labels = useCategoryLabels();
  const { title, body } = postText(post, language);
  return (
    <Stack gap="xl">
      <Stack component="article" gap="md">
        <BackToBlogLink language={language} />
        <AspectRatio ratio={2}>
          {/* Decorative: the category is named right below. */}
          <Image src={categoryImage(post.category)} alt="" radius="md" fit="cover" />
        </AspectRatio>
        <Badge variant="light" w="fit-content">
          {labels[post.category]}
        </Badge>
        <Title order={1} lh={1.2}>
          {title}
        </Title>
        <Group justify="space-between" gap="sm">
          <PostMeta date={post.date} readTimeMinutes={post.readTimeMinutes} language={language} size="md" />
          <ShareButton title={title} />
        </Group>
        <Stack gap="md" mt="sm">
          <BlogBody blocks={body} />
        </Stack>
      </Stack>
      <AuthorBox />
      <RelatedPosts post={post} language={language} />
      <BlogCallToAction language={language} />
      <BackToBlogLink language={language} />
    </Stack>
  );
}
