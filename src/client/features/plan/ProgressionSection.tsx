import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Exercise, WorkoutPlan } from '../../../contract/workout';
import { BusyButton } from '../../components/BusyButton';
import { LazyModal } from '../../components/LazyModal';
import { errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/language';
import { planQuery } from '../../lib/siteQueries';
import { showToast } from '../../lib/toast';
import { StartDayButton } from '../training/StartWorkout';
import { DayCard, type SwapActions } from './DayCard';
import { type ProgressionState, useProgressionStream } from './useProgressionStream';

export const PROGRESSION_START_DELAY_MS = 1500;
const PULSE_DELAY_MS = 500;
const PULSE_MS = 2000;

/** Weeks as tabs once they exist; before that, the premium dialog and generation (docs/product.md section 4). */
export function ProgressionSection({
  plan,
  onWatch,
  showDay,
  swap,
}: {
  plan: WorkoutPlan;
  onWatch(exercise: Exercise): void;
  /** The day as this device shows it, its swaps applied (usePlanSwaps), in every week. */
  showDay?: <D extends { warmUp: string[]; exercises: Exercise[] }>(day: D) => D;
  swap?: SwapActions;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  // From the dialog's Generate Now to the end of the stream, through the 1.5 s pause.
  const [busy, setBusy] = useState(false);
  const [pulse, setPulse] = useState(false);

  useEffect(() => {
    if (plan.progressionWeeks.length > 0) return;
    const start = window.setTimeout(() => setPulse(true), PULSE_DELAY_MS);
    const stop = window.setTimeout(() => setPulse(false), PULSE_DELAY_MS + PULSE_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(stop);
    };
  }, [plan.progressionWeeks.length]);

  const progression = useProgressionStream({
    onDone(progressionWeeks) {
      queryClient.setQueryData(planQuery(plan.id).queryKey, (current) =>
        current ? { ...current, progressionWeeks } : current,
      );
      void queryClient.invalidateQueries({ queryKey: planQuery(plan.id).queryKey });
      setBusy(false);
      showToast({ title: t`Your 4-week plan is ready`, description: t`Scroll through the weeks below.` });
    },
    onError(error) {
      setBusy(false);
      showToast({
        title: t`Failed to generate progression plan`,
        description: errorText(error, t`Please try again later`),
        variant: 'destructive',
      });
    },
  });

  function confirm() {
    setDialogOpen(false);
    setBusy(true);
    // The 1.5 s pause of the spec; another tab may have made the weeks meanwhile.
    window.setTimeout(async () => {
      const fresh = await queryClient.fetchQuery({ ...planQuery(plan.id), staleTime: 0 }).catch(() => null);
      if (fresh && fresh.progressionWeeks.length > 0) {
        setBusy(false);
        return;
      }
      progression.start({ id: plan.id, language });
    }, PROGRESSION_START_DELAY_MS);
  }

  return (
    <Stack component="section" aria-labelledby="progression-heading" gap="sm">
      <Title order={2} size="h3" id="progression-heading">
        <Trans>4-week progression</Trans>
      </Title>
      {plan.progressionWeeks.length > 0 ? (
        <Tabs defaultValue="1" keepMounted={false}>
          {/* Four tabs share the row with tight padding, so 'Semana 4' stays on the first line at 390 px. */}
          <Tabs.List grow styles={{ list: { flexWrap: 'nowrap' } }}>
            {plan.progressionWeeks.map((week) => (
              <Tabs.Tab key={week.weekNumber} value={String(week.weekNumber)} px="xs">
                {t`Week ${week.weekNumber}`}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {plan.progressionWeeks.map((week) => (
            <Tabs.Panel key={week.weekNumber} value={String(week.weekNumber)} pt="sm">
              <Text mb="sm">{week.overview}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {week.schedule.map((day, dayIndex) => (
                  <DayCard
                    key={day.name}
                    day={showDay ? showDay(day) : day}
                    onWatch={onWatch}
                    swap={swap}
                    footer={
                      <StartDayButton
                        planId={plan.id}
                        dayRef={{ weekNumber: week.weekNumber, dayIndex }}
                        day={day}
                        dayName={t`Week ${week.weekNumber}, ${day.name}`}
                      />
                    }
                  />
                ))}
              </SimpleGrid>
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Text mb="sm">
            <Trans>
              Turn this week into four: more reps, then more load, then a lighter week, with the same days so
              a group can train it together.
            </Trans>
          </Text>
          <Group>
            <BusyButton
              onClick={() => setDialogOpen(true)}
              busy={busy}
              busyLabel={t`Generating`}
              className={pulse ? 'pulse-highlight' : undefined}
              data-pulsing={pulse || undefined}
            >
              {t`Generate 4-week plan`}
            </BusyButton>
            {busy && (
              <Group gap="xs" aria-live="polite">
                <Text size="sm">
                  <Trans>
                    Generating your progression plan. This may take up to 5 minutes: please stay on this page.
                  </Trans>
                </Text>
              </Group>
            )}
          </Group>
          {progression.state.status === 'running' && <ProgressionProgress state={progression.state} />}
        </Paper>
      )}
      <LazyModal opened={dialogOpen} onClose={() => setDialogOpen(false)} title={t`4-Week Progressive Plan`}>
        <Stack>
          <Badge color="teal" variant="light" size="lg">
            <Trans>Free during beta - try now!</Trans>
          </Badge>
          <Text>
            <Trans>
              Four weeks built from this plan following double progression, with a lighter fourth week where
              your level calls for it. Generation may take up to 5 minutes: please stay on this page.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialogOpen(false)}>
              <Trans>Maybe later</Trans>
            </Button>
            <Button onClick={confirm}>
              <Trans>Generate Now</Trans>
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}

/** The progression as it is written: the stage, a real progress bar, and each week's overview as it arrives. */
function ProgressionProgress({ state }: { state: Extract<ProgressionState, { status: 'running' }> }) {
  const { t } = useLingui();
  const stageText = {
    reading: t`Reading your plan`,
    building: t`Building the four weeks`,
    checking: t`Checking the weeks against the training rules`,
    saving: t`Saving your progression`,
  } as const;
  return (
    <Stack gap="xs" mt="md" aria-busy="true">
      <Text size="sm" fw={600} aria-live="polite">
        {stageText[state.stage]}
      </Text>
      <Progress
        value={Math.round(state.progress * 100)}
        striped
        animated
        aria-label={t`Progression generation progress`}
      />
      {/* Each week's overview opens with its name ("Week 2: add reps..."). */}
      {state.weeks.map((week) => (
        <Text key={week.weekNumber} size="sm">
          {week.overview}
        </Text>
      ))}
    </Stack>
  );
}
