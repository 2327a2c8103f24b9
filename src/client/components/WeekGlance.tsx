import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Box, Paper, Stack, Text } from '@mantine/core';

type GlanceDay = { name: string; kind: string; focus: string; estimatedMinutes: number };

/**
 * The week at a glance (issue 17, part 8): each day as a tile, training or rest, with its minutes and
 * focus, so the shape of the plan reads before its details. Shown above the plan page's day cards and
 * on the landing page's example, so it lives with the frame's components and text.
 */
export function WeekGlance({
  days,
  planLanguage,
  headingId,
}: {
  days: readonly GlanceDay[];
  /** The language the plan was written in, for screen readers. */
  planLanguage?: string;
  /** The id of the heading that names the strip, when there is one. */
  headingId?: string;
}) {
  const { t } = useLingui();
  const training = days.filter((day) => day.kind !== 'rest');
  const minutes = training.reduce((total, day) => total + day.estimatedMinutes, 0);
  const trainingCount = training.length;
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        <Plural value={trainingCount} one="# training day" other="# training days" />
        {' · '}
        <Trans>about {minutes} minutes a week</Trans>
      </Text>
      {/* As many tiles a row as the space holds (the landing's half column, a phone, the plan page),
          each wide enough for 'Miércoles' on one line. */}
      <Box
        component="ol"
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 6,
          gridTemplateColumns: 'repeat(auto-fit, minmax(6.25rem, 1fr))',
        }}
        aria-labelledby={headingId}
        aria-label={headingId ? undefined : t`Week at a glance`}
        data-testid="week-glance"
      >
        {days.map((day) => {
          const rest = day.kind === 'rest';
          return (
            <Paper
              component="li"
              key={day.name}
              withBorder
              radius="md"
              px={8}
              py={6}
              bg={rest ? undefined : 'var(--mantine-color-blue-light)'}
              style={rest ? { borderStyle: 'dashed' } : undefined}
            >
              <Text size="sm" fw={700} lang={planLanguage} style={{ overflowWrap: 'break-word' }}>
                {day.name}
              </Text>
              <Text size="xs" lang={rest ? undefined : planLanguage} lineClamp={2}>
                {rest ? t`Rest` : day.focus}
              </Text>
              {!rest && (
                <Text size="xs" fw={600} c="var(--mantine-color-blue-light-color)">
                  {t`${day.estimatedMinutes} min`}
                </Text>
              )}
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}
