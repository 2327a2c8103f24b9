import { Trans } from '@lingui/react/macro';
import { AspectRatio, Badge, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BlogPost } from '../../../content/blog/types';
import type { Language } from '../../../contract/constants';
import { localizedPath } from '../../lib/language';
import { categoryImage, findPostsByIds, postText } from './blogPosts';
import { useCategoryLabels } from './useCategoryLabels';

export function RelatedPosts({ post, language }: { post: BlogPost; language: Language }) {
  const labels = useCategoryLabels();
  const related = findPostsByIds(post.relatedIds);
  if (related.length === 0) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="related-articles">
      <Title order={2} size="h3" id="related-articles">
        <Trans>Related articles</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {related.map((item) => (
          <Card
            key={item.id}
            component={Link}
            to={localizedPath(language, `/blog/${item.slugs[language]}`)}
            withBorder
            radius="md"
            padding="md"
          >
            <Card.Section>
              {/* The source's own shape, so the pictogram is never cropped at any width. */}
              <AspectRatio ratio={16 / 9}>
                <Image src={categoryImage(item.category)} alt="" fit="cover" />
              </AspectRatio>
            </Card.Section>
            <Badge mt="sm" size="sm" variant="light" w="fit-content">
              {labels[item.category]}
            </Badge>
            <Text fw={600} mt={6} lh={1.35}>
              {postText(item, language).title}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
