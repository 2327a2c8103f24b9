import { Card, Group, Skeleton, Stack } from '@mantine/core';

/**
 * Placeholder with the shape of a PlanCard. Hidden from screen readers: the list around it says
 * that it is loading (aria-busy and a status text), which reads better than a dozen empty boxes.
 */
export function PlanCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden="true" h="100%">
      <Stack gap="xs">
        <Skeleton height={22} width="70%" />
        <Skeleton height={14} width="45%" />
        <Skeleton height={12} width="55%" />
        <Group gap={6}>
          <Skeleton height={18} width={70} radius="xl" />
          <Skeleton height={18} width={80} radius="xl" />
          <Skeleton height={18} width={60} radius="xl" />
        </Group>
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={36} mt="sm" />
      </Stack>
    </Card>
  );
}
