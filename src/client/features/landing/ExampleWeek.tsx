import { Trans } from '@lingui/react/macro';
import { Box, List, Paper, Stack, Text, Title } from '@mantine/core';
import { WeekGlance } from '../../components/WeekGlance';
import { useLanguage } from '../../lib/language';
import { useExamplePlan } from '../../lib/siteQueries';

const EXERCISES_SHOWN = 4;

/**
 * The hero when no promotional video is configured: the product itself, not a picture of it. The
 * example plan the built-in coach writes for a beginner at home, as its week at a glance and its first
 * session's opening exercises; the server draws it with the page (src/server/prerender.ts). The whole
 * plan is one click away, on the See Example button beside it.
 */
export function ExampleWeek() {
  const language = useLanguage();
  const example = useExamplePlan(language);
  const firstDay = example.data?.schedule.find((day) => day.kind !== 'rest');

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="example-week-heading"
      data-testid="example-week"
    >
      <Stack gap="sm">
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="var(--mantine-color-blue-light-color)">
            <Trans>A real plan from the coach</Trans>
          </Text>
          <Title order={2} size="h4" id="example-week-heading">
            <Trans>Beginner at home, 3 × 45 minutes</Trans>
          </Title>
        </div>
        {example.data && firstDay ? (
          <>
            <WeekGlance days={example.data.schedule} headingId="example-week-heading" />
            <div>
              <Text size="sm" fw={600}>{`${firstDay.name}: ${firstDay.focus}`}</Text>
              <List size="sm" spacing={2}>
                {firstDay.exercises.slice(0, EXERCISES_SHOWN).map((exercise, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an exercise's position is its identity in a stored day
                  <List.Item key={`${exercise.catalogId}-${index}`}>{exercise.name}</List.Item>
                ))}
              </List>
            </div>
          </>
        ) : example.isError ? (
          <Text c="dimmed">
            <Trans>The example could not be loaded. Open it again in a moment.</Trans>
          </Text>
        ) : (
          // The server draws the page with the example, so this space is rarely seen empty.
          <Box mih={180} aria-busy="true" />
        )}
      </Stack>
    </Paper>
  );
}
