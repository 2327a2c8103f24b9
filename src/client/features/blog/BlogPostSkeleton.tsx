import { Trans } from '@lingui/react/macro';
import { AspectRatio, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Mirrors the article's layout so nothing jumps when it appears. */
export function BlogPostSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading article</Trans>
      </VisuallyHidden>
      <Skeleton h={14} w={120} />
      <AspectRatio ratio={2}>
        <Skeleton radius="md" />
      </AspectRatio>
      <Skeleton h={22} w={110} radius="xl" />
      <Skeleton h={36} w="90%" />
      <Skeleton h={36} w="60%" />
      <Skeleton h={14} w={220} />
      <Stack gap="xs" mt="md">
        {['100%', '96%', '98%', '70%'].map((width) => (
          <Skeleton key={width} h={14} w={width} />
        ))}
      </Stack>
    </Stack>
  );
}
