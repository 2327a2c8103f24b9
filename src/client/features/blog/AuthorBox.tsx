import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';

const AUTHOR_NAME = 'Workout Coach';

/** The articles are the project's own work, so the project is the author; no person is invented. */
export function AuthorBox() {
  const { t } = useLingui();
  return (
    <Paper component="section" aria-label={t`About the author`} withBorder radius="md" p="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar color="blue" variant="filled" radius="xl" size="lg" aria-hidden="true">
          WC
        </Avatar>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            <Trans>Written by</Trans>
          </Text>
          <Text fw={700}>{AUTHOR_NAME}</Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Workout Coach is the project behind this app. Its articles are written by the project team from
              the published sources named in each article.
            </Trans>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
