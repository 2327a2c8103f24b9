import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../lib/language';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function NotFoundPage() {
  const language = useLanguage();
  useDocumentTitle('404');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Text size="64px" fw={800} c="dimmed" aria-hidden="true">
          404
        </Text>
        <Title order={1}>
          <Trans>Page Not Found</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Button component={Link} to={localizedPath(language)}>
          <Trans>Back to home</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
