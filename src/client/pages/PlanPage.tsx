import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../lib/language';

export default function PlanPage() {
  const language = useLanguage();
  return (
    <Container size="sm" py={60}>
      <Stack align="center">
        <Title order={1}>
          <Trans>Workout Plan Not Found</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>The workout plan you're looking for doesn't exist or has been removed.</Trans>
        </Text>
        <Button component={Link} to={localizedPath(language)}>
          <Trans>Create a new workout</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
