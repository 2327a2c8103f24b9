import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Container, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Free personalised workout plans`);
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg" maw={720}>
        <Badge size="lg" variant="light">
          <Trans>Free, no account needed</Trans>
        </Badge>
        <Title order={1} size={44}>
          <Trans>Your personal workout plan, written in two minutes</Trans>
        </Title>
        <Text size="lg" c="dimmed">
          <Trans>
            Answer a short chat about your goal, time, equipment and injuries, and get an evidence-based plan
            you can share, print and train with friends.
          </Trans>
        </Text>
        <List spacing="xs">
          <List.Item>
            <Trans>Personalised to your level, schedule and equipment</Trans>
          </List.Item>
          <List.Item>
            <Trans>Exercise videos and form cues for every movement</Trans>
          </List.Item>
          <List.Item>
            <Trans>No account: your plan's link is the key</Trans>
          </List.Item>
        </List>
      </Stack>
    </Container>
  );
}
