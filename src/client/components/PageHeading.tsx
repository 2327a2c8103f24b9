import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function PageHeading({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
      {children}
    </Stack>
  );
}
