import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <Title order={3} size="h4" ta="center">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" ta="center">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
