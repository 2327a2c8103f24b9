import { Blockquote, List, Text, Title } from '@mantine/core';
import type { BlogBlock } from '../../../content/blog/types';

/** The article body, built from structured blocks as plain text: no HTML from content ever reaches the DOM. */
export function BlogBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return blocks.map((block, index) => {
    // The blocks are static content in a fixed order, so their position is a stable key.
    const key = `${index}-${block.type}`;
    switch (block.type) {
      case 'heading':
        return (
          <Title key={key} order={2} size="h3" mt="lg">
            {block.text}
          </Title>
        );
      case 'paragraph':
        return (
          <Text key={key} lh={1.7}>
            {block.text}
          </Text>
        );
      case 'list':
        return (
          <List key={key} spacing={6} lh={1.6} pr="md">
            {block.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        );
      case 'quote':
        return (
          <Blockquote key={key} color="blue" p="md" fs="italic">
            {block.text}
          </Blockquote>
        );
      default:
        return null;
    }
  });
}
