import { Trans } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Language } from '../../../contract/constants';
import { localizedPath } from '../../lib/language';

export function BlogCallToAction({ language }: { language: Language }) {
  return (
    <Paper radius="md" p="xl" bg="var(--mantine-primary-color-light)">
      <Stack align="center" gap="sm">
        <Title order={2} size="h3" ta="center">
          <Trans>Ready to put this into practice?</Trans>
        </Title>
        <Text ta="center" maw={520}>
          <Trans>Answer a few questions and get a personalised workout plan. No account needed.</Trans>
        </Text>
        <Button component={Link} to={`${localizedPath(language)}?create=true`} size="md">
          <Trans>Get Started</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
