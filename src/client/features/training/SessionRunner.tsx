import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  List,
  Menu,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { convertLoad, LOAD_STEPS, type LoadProposal, roundLoad } from '../../../contract/loadProgression';
import type { Language } from '../../../contract/site';
import { plainEffort } from '../../lib/effort';
import { setTarget } from '../../lib/prescription';
import { ExerciseDemonstration } from '../demonstration/ExerciseDemonstration';
import { blockLabel } from '../plan/blockLabel';
import { ExerciseVideoDialog, verifiedVideoOf } from '../plan/ExerciseVideoDialog';
import { type SwapScope, SwapSheet } from '../swap/SwapSheet';
import type { SwappedExercise } from '../swap/swaps';
import { writeActiveSession } from './activeSession';
import { isFinished, isRunning, momentBetween, secondsLeft } from './clock';
import { signalClockEnd, unlockSound, useNow, useWakeLock } from './deviceSignals';
import { LastTimeLine } from './LastTimeLine';
import { type LoadUnit, writeLoadUnit } from './log';
import { NumberStepper, parseNumber } from './NumberStepper';
import { asksReserve, RepsInReserveField } from './RepsInReserveField';
import { SessionClock } from './SessionClock';
import type { SessionDay, SessionExercise } from './sessionPlan';
import {
  type ActiveSession,
  isTimed,
  loadText,
  type SessionContext,
  sessionDay,
  sessionReducer,
  workSeconds,
} from './sessionState';

const ADD_MS = 15_000;

/**
 * The session itself, full screen: warm-up checklist, then each set (picture, cues, target, reps and
 * load with large steppers, Done), the rest clock between sets, timed sets on their own clock, then the
 * cool-down checklist. Every change is written to the device at once (activeSession.ts).
 */
export function SessionRunner({
  initial,
  context,
  proposeFor,
  planLanguage,
  language,
  onLeave,
  onDiscard,
  onFinish,
}: {
  initial: ActiveSession;
  /** The day as the plan writes it, its steps, and how swaps are put in (sessionState.ts). */
  context: SessionContext;
  /** Today's proposal for an exercise, from the log. */
  proposeFor(exercise: SessionExercise): LoadProposal | null;
  planLanguage: string;
  /** The page's language, for the swap sheet's labels. */
  language: Language;
  onLeave(): void;
  onDiscard(): void;
  onFinish(state: ActiveSession): void;
}) {
  const { t, i18n } = useLingui();
  const reducer = useMemo(() => sessionReducer(context), [context]);
  const [state, dispatch] = useReducer(reducer, initial);
  const steps = context.steps;
  // The day as shown now: the device's swaps and this session's own (sessionState.ts `sessionDay`).
  const todaySwaps = state.todaySwaps;
  const day = useMemo(() => sessionDay(context, { todaySwaps }), [context, todaySwaps]);
  const proposals = useMemo(() => {
    const byIndex: Record<number, LoadProposal | null> = {};
    day.exercises.forEach((exercise, index) => {
      byIndex[index] = proposeFor(exercise);
    });
    return byIndex;
  }, [day, proposeFor]);
  /** The plan's own exercise being swapped (the sheet always swaps the plan's, not its replacement). */
  const [swapping, setSwapping] = useState<SessionDay['exercises'][number] | null>(null);
  const swapIn = useCallback(
    (original: SessionExercise, swap: SwappedExercise | null, scope: SwapScope) => {
      if (!original.catalogId) return;
      const todaySwaps = { ...state.todaySwaps, [original.catalogId]: swap };
      const index = context.day.exercises.findIndex((each) => each.catalogId === original.catalogId);
      const shown = index >= 0 ? sessionDay(context, { todaySwaps }).exercises[index] : undefined;
      const proposal = shown ? proposeFor(shown) : null;
      dispatch({
        type: 'swap',
        original: original.catalogId,
        swap,
        proposal: {
          load: proposal?.kind === 'load' ? proposal.load : null,
          seconds: proposal?.kind === 'time' ? proposal.seconds : null,
        },
      });
      const name = shown?.name ?? original.name;
      setAnnouncement(scope === 'today' ? t`Swapped for today: ${name}.` : t`Swapped from now on: ${name}.`);
    },
    [context, proposeFor, state.todaySwaps, t],
  );
  const [storageFailed, setStorageFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [watching, setWatching] = useState<SessionDay['exercises'][number] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const clock = state.clock;
  const now = useNow(clock !== null && isRunning(clock));
  useWakeLock(true);

  useEffect(() => {
    setStorageFailed(!writeActiveSession(state));
  }, [state]);

  const step = state.phase === 'exercises' ? steps[state.stepIndex] : undefined;
  const exercise = step ? day.exercises[step.exerciseIndex] : undefined;
  // Swapped for this workout only: what this device would show without the session's own swaps differs.
  const swappedToday =
    step !== undefined &&
    exercise?.catalogId !== sessionDay(context, {}).exercises[step.exerciseIndex]?.catalogId;
  const nextName = exercise?.name ?? '';

  // The clock's moments: announced politely, and its end acted on (computed from timestamps, so a tab
  // that slept in the background catches up at once).
  const previousSeconds = useRef<number | null>(null);
  const seconds = clock ? secondsLeft(clock, now) : null;
  useEffect(() => {
    if (!clock || seconds === null) {
      previousSeconds.current = null;
      return;
    }
    const running = isRunning(clock);
    const moment = running ? momentBetween(clock, previousSeconds.current, seconds) : null;
    const wasCounting = previousSeconds.current !== null;
    previousSeconds.current = running ? seconds : null;
    const total = Math.round(clock.durationMs / 1000);
    if (moment === 'started')
      setAnnouncement(
        clock.kind === 'rest' ? t`Rest started: ${total} seconds.` : t`Work started: ${total} seconds.`,
      );
    if (moment === 'ten-left') setAnnouncement(t`10 seconds left.`);
    if (running && isFinished(clock, now)) {
      if (wasCounting) signalClockEnd();
      if (clock.kind === 'rest') {
        setAnnouncement(t`Rest over. Next: ${nextName}.`);
        dispatch({ type: 'end-rest' });
      } else {
        setAnnouncement(t`Time! Set recorded.`);
        dispatch({
          type: 'record',
          now,
          reps: null,
          load: parseNumber(state.draft.load),
          seconds: workSeconds(clock, now),
          rir: null,
        });
      }
    }
  }, [clock, seconds, now, t, nextName, state.draft.load]);

  const doneSteps = state.logged.length;
  const totalSteps = steps.filter((candidate) => !state.skipped.includes(candidate.exerciseIndex)).length;

  function record() {
    if (!exercise || !step) return;
    unlockSound();
    const load = parseNumber(state.draft.load);
    if (isTimed(exercise)) {
      const held = clock && clock.kind === 'work' ? workSeconds(clock, now) : (exercise.durationSeconds ?? 0);
      dispatch({ type: 'record', now: Date.now(), reps: null, load, seconds: held, rir: null });
    } else {
      const reps = parseNumber(state.draft.reps);
      const rir = asksReserve(exercise) ? parseNumber(state.draft.rir ?? '') : null;
      dispatch({ type: 'record', now: Date.now(), reps, load, seconds: null, rir });
    }
  }

  function changeUnit(unit: LoadUnit) {
    if (unit === state.unit) return;
    writeLoadUnit(unit);
    const current = parseNumber(state.draft.load);
    const load = current === null ? '' : loadText(roundLoad(convertLoad(current, state.unit, unit), unit));
    dispatch({ type: 'unit', unit, load });
  }

  const title = day.focus ? `${day.name} · ${day.focus}` : day.name;
  const inRest = clock?.kind === 'rest';
  const loadStepSize = (() => {
    const current = parseNumber(state.draft.load) ?? 0;
    const steps = LOAD_STEPS[state.unit];
    return current < steps.lightBelow ? steps.lightStep : steps.step;
  })();

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        px="sm"
        py={6}
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <ActionIcon
            size={48}
            variant="subtle"
            color="gray"
            onClick={() => setLeaving(true)}
            aria-label={t`Leave the workout`}
          >
            <svg
              width={24}
              height={24}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.2}
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </ActionIcon>
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }} align="center">
            <Text fw={700} size="sm" truncate="end" lang={planLanguage} maw="100%">
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {state.weekNumber !== null ? t`Week ${state.weekNumber}` : t`Base week`} ·{' '}
              {t`${doneSteps} of ${totalSteps} sets`}
            </Text>
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon size={48} variant="subtle" color="gray" aria-label={t`More options`}>
                <span aria-hidden="true" style={{ fontSize: 24 }}>
                  ⋯
                </span>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {state.phase !== 'warm-up' && (
                <Menu.Item onClick={() => dispatch({ type: 'back', now: Date.now() })}>
                  <Trans>Back to the previous set</Trans>
                </Menu.Item>
              )}
              {step && (
                <Menu.Item onClick={() => dispatch({ type: 'skip-exercise', now: Date.now() })}>
                  <Trans>Skip this exercise</Trans>
                </Menu.Item>
              )}
              <Menu.Item onClick={() => setLeaving(true)}>
                <Trans>Leave or finish…</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Progress
          value={totalSteps > 0 ? (doneSteps / totalSteps) * 100 : 0}
          size="xs"
          mt={4}
          aria-label={t`Workout progress`}
        />
      </Box>

      {/* The clock's moments, said once each; never the seconds as they pass. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="session-announcer">
        {announcement}
      </VisuallyHidden>

      <Container size="sm" w="100%" py="md" style={{ flex: 1 }}>
        {storageFailed && (
          <Alert color="yellow" variant="light" mb="md" title={t`This device is not keeping the workout`}>
            <Trans>The browser refused to store it: keep this page open until you finish.</Trans>
          </Alert>
        )}

        {state.phase === 'warm-up' && (
          <Checklist
            title={t`Warm-up`}
            items={day.warmUp}
            done={state.warmUpDone}
            planLanguage={planLanguage}
            onToggle={(index) => dispatch({ type: 'toggle-warm-up', index })}
            action={
              <Button
                size="lg"
                h={56}
                fullWidth
                onClick={() => {
                  unlockSound();
                  dispatch({ type: 'begin-exercises', now: Date.now() });
                }}
              >
                <Trans>Start the exercises</Trans>
              </Button>
            }
          />
        )}

        {state.phase === 'cool-down' && (
          <Checklist
            title={t`Cool-down`}
            items={day.coolDown}
            done={state.coolDownDone}
            planLanguage={planLanguage}
            onToggle={(index) => dispatch({ type: 'toggle-cool-down', index })}
            action={
              <Button size="lg" h={56} fullWidth color="teal" onClick={() => onFinish(state)}>
                <Trans>Finish workout</Trans>
              </Button>
            }
          />
        )}

        {state.phase === 'exercises' && !step && (
          <Stack align="center" py="xl">
            <Title order={2} size="h3">
              <Trans>Every set is done</Trans>
            </Title>
            <Button size="lg" h={56} color="teal" onClick={() => onFinish(state)}>
              <Trans>Finish workout</Trans>
            </Button>
          </Stack>
        )}

        {step && exercise && (
          <Stack gap="md">
            {inRest && clock && (
              <SessionClock
                clock={clock}
                now={now}
                onPause={() => dispatch({ type: 'pause', now: Date.now() })}
                onResume={() => dispatch({ type: 'resume', now: Date.now() })}
                onAdd={() => dispatch({ type: 'add-time', now: Date.now(), ms: ADD_MS })}
                onSkip={() => {
                  setAnnouncement(t`Rest skipped. Next: ${nextName}.`);
                  dispatch({ type: 'end-rest' });
                }}
              />
            )}
            <Stack gap={4}>
              <Group gap="xs" wrap="wrap">
                {inRest && (
                  <Badge variant="light" color="gray">
                    <Trans>Next</Trans>
                  </Badge>
                )}
                {exercise.block && <Badge variant="outline">{blockLabel(i18n, exercise.block)}</Badge>}
                <Text size="sm" c="dimmed" data-testid="set-position">
                  {step.groupSize > 1 && (day.style === 'circuit' || day.style === 'hiit')
                    ? t`Round ${step.set} of ${step.of}`
                    : t`Set ${step.set} of ${step.of}`}
                </Text>
              </Group>
              <Title order={1} size="h2" lang={planLanguage} data-testid="exercise-name">
                {exercise.name}
              </Title>
              {exercise.swappedFrom && (
                <Text size="sm" c="dimmed" data-testid="swapped-from">
                  {swappedToday
                    ? t`instead of ${exercise.swappedFrom.name} (today only)`
                    : t`instead of ${exercise.swappedFrom.name} (on this device)`}
                </Text>
              )}
              <Text fw={600} data-testid="set-target">
                {setTarget(i18n, exercise)}
                {exercise.effort ? ` · ${plainEffort(i18n, exercise.effort)}` : ''}
              </Text>
              {exercise.weightHint && (
                <Text size="sm" c="dimmed" lang={planLanguage}>
                  {exercise.weightHint}
                </Text>
              )}
              <LastTimeLine proposal={proposals[step.exerciseIndex] ?? null} />
            </Stack>

            {/* The demonstration, large and looping (issue 30); the drawings stay in the "How to" dialog. */}
            <ExerciseDemonstration
              key={exercise.catalogId ?? exercise.name}
              catalogueId={exercise.catalogId}
              name={exercise.name}
              size={220}
              cues={exercise.cues}
            />

            <Group gap="sm" wrap="nowrap" align="center">
              <Group gap="xs">
                <Button variant="light" h={48} onClick={() => setWatching(exercise)}>
                  {verifiedVideoOf(exercise) ? <Trans>Video</Trans> : <Trans>How to</Trans>}
                </Button>
                {context.day.exercises[step.exerciseIndex]?.catalogId && (
                  <Button
                    variant="default"
                    h={48}
                    onClick={() => setSwapping(context.day.exercises[step.exerciseIndex] ?? null)}
                    aria-label={t`Swap ${exercise.name}`}
                  >
                    <Trans>Swap</Trans>
                  </Button>
                )}
              </Group>
            </Group>

            {!inRest && isTimed(exercise) && clock?.kind === 'work' && (
              <SessionClock
                clock={clock}
                now={now}
                onStart={() => {
                  unlockSound();
                  dispatch({ type: 'start-work', now: Date.now() });
                }}
                onPause={() => dispatch({ type: 'pause', now: Date.now() })}
                onResume={() => dispatch({ type: 'resume', now: Date.now() })}
                onAdd={() => dispatch({ type: 'add-time', now: Date.now(), ms: ADD_MS })}
                onDone={record}
              />
            )}

            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!inRest) record();
              }}
            >
              <Stack gap="sm">
                {!isTimed(exercise) && (
                  <NumberStepper
                    label={t`Reps done`}
                    value={state.draft.reps}
                    onChange={(value) => dispatch({ type: 'edit', field: 'reps', value })}
                    step={1}
                    max={200}
                    decreaseLabel={t`One rep fewer`}
                    increaseLabel={t`One rep more`}
                  />
                )}
                <Group gap="xs" align="end" wrap="nowrap">
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <NumberStepper
                      label={t`Load (${state.unit})`}
                      value={state.draft.load}
                      onChange={(value) => dispatch({ type: 'edit', field: 'load', value })}
                      step={loadStepSize}
                      decimal
                      decimalComma={new Intl.NumberFormat(i18n.locale).format(1.5).includes(',')}
                      max={1000}
                      decreaseLabel={t`Less load`}
                      increaseLabel={t`More load`}
                    />
                  </Box>
                  <SegmentedControl
                    aria-label={t`Load unit`}
                    value={state.unit}
                    onChange={(value) => changeUnit(value as LoadUnit)}
                    data={[
                      { value: 'kg', label: 'kg' },
                      { value: 'lb', label: 'lb' },
                    ]}
                    styles={{
                      root: { height: 48 },
                      control: { minWidth: 44 },
                      label: { height: 40, display: 'flex', alignItems: 'center' },
                    }}
                  />
                </Group>
                <Text size="xs" c="dimmed">
                  <Trans>Leave the load empty for body weight.</Trans>
                </Text>
                {asksReserve(exercise) && (
                  <RepsInReserveField
                    value={state.draft.rir ?? ''}
                    onChange={(value) => dispatch({ type: 'edit', field: 'rir', value })}
                  />
                )}
                {!inRest && !isTimed(exercise) && (
                  <Button type="submit" size="xl" h={64} fullWidth>
                    <Trans>Done</Trans>
                  </Button>
                )}
              </Stack>
            </form>

            {exercise.cues.length > 0 && (
              <div>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  <Trans>Form cues</Trans>
                </Text>
                <List size="sm" spacing={2} lang={planLanguage}>
                  {exercise.cues.map((cue) => (
                    <List.Item key={cue}>{cue}</List.Item>
                  ))}
                </List>
              </div>
            )}
            {exercise.notes && (
              <Text size="sm" c="dimmed" lang={planLanguage}>
                {exercise.notes}
              </Text>
            )}
          </Stack>
        )}
      </Container>

      <Modal opened={leaving} onClose={() => setLeaving(false)} title={t`Leave the workout?`} centered>
        <Stack>
          <Text size="sm">
            <Trans>
              What you have done stays on this device: you can resume from the plan page. Or finish now and
              log the sets done so far.
            </Trans>
          </Text>
          <Button h={48} onClick={() => setLeaving(false)} variant="default">
            <Trans>Keep training</Trans>
          </Button>
          <Button h={48} onClick={onLeave} variant="light">
            <Trans>Leave and resume later</Trans>
          </Button>
          <Button h={48} color="teal" onClick={() => onFinish(state)} disabled={state.logged.length === 0}>
            <Trans>Finish now and save</Trans>
          </Button>
          <Button h={48} color="red" variant="subtle" onClick={onDiscard}>
            <Trans>Discard this workout</Trans>
          </Button>
        </Stack>
      </Modal>
      <ExerciseVideoDialog exercise={watching} onClose={() => setWatching(null)} />
      {swapping && (
        <SwapSheet
          planId={state.planId}
          exercise={swapping}
          opened
          onClose={() => setSwapping(null)}
          language={language}
          session={{
            today: swapping.catalogId ? state.todaySwaps?.[swapping.catalogId] : undefined,
            onChoose: (swap, scope) => swapIn(swapping, swap, scope),
          }}
        />
      )}
    </Box>
  );
}

function Checklist({
  title,
  items,
  done,
  planLanguage,
  onToggle,
  action,
}: {
  title: string;
  items: string[];
  done: number[];
  planLanguage: string;
  onToggle(index: number): void;
  action: React.ReactNode;
}) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">
          <Trans>Nothing to tick here today.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" role="group" aria-label={title}>
          {items.map((item, index) => (
            <Checkbox
              // biome-ignore lint/suspicious/noArrayIndexKey: the step's position is its identity in the stored day
              key={index}
              size="lg"
              label={<span lang={planLanguage}>{item}</span>}
              checked={done.includes(index)}
              onChange={() => onToggle(index)}
              styles={{ body: { alignItems: 'center', minHeight: 48 } }}
            />
          ))}
        </Stack>
      )}
      {action}
    </Stack>
  );
}
