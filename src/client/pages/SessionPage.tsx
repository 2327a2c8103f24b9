import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PUBLIC_ID_PATTERN } from '../../contract/constants';
import type { LoadProposal } from '../../contract/loadProgression';
import type { WorkoutPlan } from '../../contract/workout';
import { PageLoader } from '../components/PageLoader';
import { enqueueCompletions } from '../features/challenge/completionQueue';
import { sendQueuedCompletions, useSendQueuedCompletions } from '../features/challenge/sendCompletions';
import { type SwappedExercise, type Swaps, useSwaps, withSwaps } from '../features/swap/swaps';
import { clearActiveSession, useActiveSession, writeActiveSession } from '../features/training/activeSession';
import { proposalFor } from '../features/training/lastTime';
import {
  newSessionId,
  readLoadUnit,
  type SessionLog,
  saveSession,
  useTrainingLog,
} from '../features/training/log';
import { SessionRunner } from '../features/training/SessionRunner';
import { SessionStart } from '../features/training/SessionStart';
import { type ChallengeOutcome, SessionSummary } from '../features/training/SessionSummary';
import { challengeParticipants, sessionPath } from '../features/training/sessionLinks';
import {
  type DayRef,
  dueDay,
  type SessionExercise,
  sessionExercises,
  sessionSteps,
  todayIn,
} from '../features/training/sessionPlan';
import {
  ACTIVE_SESSION_VERSION,
  type ActiveSession,
  completedExercises,
  type SessionContext,
  sessionDay,
  sessionReducer,
  type TodaySwaps,
  toSessionLog,
} from '../features/training/sessionState';
import { localizedPath, useLanguage } from '../lib/language';
import { planName } from '../lib/planTitle';
import { useTRPC, useTRPCClient } from '../lib/trpc';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PlanNotFound } from './PlanPage';

/** The device's swaps with a session's own on top (null there: the plan's own exercise today). */
function merged(swaps: Swaps, today: TodaySwaps): Swaps {
  if (Object.keys(today).length === 0) return swaps;
  const result: Record<string, SwappedExercise> = { ...swaps };
  for (const [catalogId, swap] of Object.entries(today)) {
    if (swap) result[catalogId] = swap;
    else delete result[catalogId];
  }
  return result;
}

/** `?week=1-4&day=<index>`: a week the plan does not have, or a day out of range, reads as not given. */
function readDayRef(search: URLSearchParams): { ref: DayRef | null; challengeId: string | null } {
  const week = search.get('week');
  const day = search.get('day');
  const challenge = search.get('challenge');
  const weekNumber = week !== null && /^[1-4]$/.test(week) ? Number(week) : null;
  const dayIndex = day !== null && /^\d$/.test(day) ? Number(day) : null;
  return {
    ref: dayIndex === null ? null : { weekNumber, dayIndex },
    challengeId: challenge && PUBLIC_ID_PATTERN.test(challenge) ? challenge : null,
  };
}

function usePlanName(plan: WorkoutPlan | undefined): string {
  const { i18n } = useLingui();
  if (!plan) return '';
  return planName(i18n, plan);
}

type Finished = { log: SessionLog; saved: boolean; challenge: ChallengeOutcome; unit: ActiveSession['unit'] };

/**
 * The guided session (issue 16 part 1): `/:lang/plan/:id/session?week=&day=`. Without a day it opens the
 * day that is due; a session already under way on this device is resumed where it was.
 */
export default function SessionPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const language = useLanguage();
  const { t } = useLingui();
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const valid = PUBLIC_ID_PATTERN.test(id);
  useSendQueuedCompletions();
  const plan = useQuery(trpc.workouts.byId.queryOptions({ id }, { enabled: valid }));
  const sessions = useTrainingLog();
  const planSessions = useMemo(() => sessions.filter((session) => session.planId === id), [sessions, id]);
  const active = useActiveSession();
  const [finished, setFinished] = useState<Finished | null>(null);
  const planName = usePlanName(plan.data);
  const { ref, challengeId } = readDayRef(search);
  useDocumentTitle(t`Workout`);

  const planHref = localizedPath(language, `/plan/${id}`);
  const historyHref = localizedPath(language, `/plan/${id}/history`);

  // Exercises swapped on this device (the plan page's Swap, or "from now on" in a session) are done in
  // their place; a session's "just today" swaps come on top of them (sessionState.ts `sessionDay`).
  const swaps = useSwaps(id);
  const weekNumber = ref?.weekNumber ?? null;
  const dayIndex = ref?.dayIndex;
  const context = useMemo((): SessionContext | null => {
    const planDay =
      plan.data && dayIndex !== undefined ? sessionExercises(plan.data, weekNumber, dayIndex) : null;
    if (!planDay) return null;
    return {
      day: planDay,
      steps: sessionSteps(planDay),
      show: (shown, today) => withSwaps(shown, merged(swaps, today)),
    };
  }, [plan.data, weekNumber, dayIndex, swaps]);
  const day = useMemo(() => (context ? sessionDay(context, {}) : null), [context]);
  const unit = active?.unit ?? readLoadUnit();
  const proposeFor = useCallback(
    (exercise: SessionExercise) => proposalFor(sessions, exercise, unit),
    [sessions, unit],
  );
  const proposals = useMemo(() => {
    const byIndex: Record<number, LoadProposal | null> = {};
    day?.exercises.forEach((exercise, index) => {
      byIndex[index] = proposeFor(exercise);
    });
    return byIndex;
  }, [day, proposeFor]);

  async function finish(state: ActiveSession) {
    if (!context || !plan.data) return;
    const log = toSessionLog(state, sessionDay(context, state), new Date().toISOString());
    const saved = saveSession(log);
    if (saved) clearActiveSession();
    let challenge: ChallengeOutcome = { kind: 'none' };
    const participants = challengeParticipants(plan.data.id, state.challengeId);
    const done = completedExercises(log);
    if (participants.length > 0 && done.length > 0) {
      if (state.weekNumber === null) challenge = { kind: 'base-week' };
      else {
        const weekNumber = state.weekNumber;
        enqueueCompletions(
          participants.flatMap(({ participantId }) =>
            done.map((exerciseIndex) => ({
              participantId,
              weekNumber,
              dayName: state.dayName,
              exerciseIndex,
            })),
          ),
        );
        const waiting = await sendQueuedCompletions(trpcClient, queryClient);
        challenge = waiting > 0 ? { kind: 'waiting', count: waiting } : { kind: 'sent', count: done.length };
      }
    }
    setFinished({ log, saved, challenge, unit: state.unit });
  }

  function start() {
    if (!day || !context || !ref || !plan.data) return;
    const proposedLoad: Record<number, number | null> = {};
    const proposedSeconds: Record<number, number | null> = {};
    for (const [index, proposal] of Object.entries(proposals)) {
      proposedLoad[Number(index)] = proposal?.kind === 'load' ? proposal.load : null;
      proposedSeconds[Number(index)] = proposal?.kind === 'time' ? proposal.seconds : null;
    }
    const session: ActiveSession = {
      version: ACTIVE_SESSION_VERSION,
      id: newSessionId(),
      planId: plan.data.id,
      planName,
      weekNumber: ref.weekNumber,
      dayIndex: ref.dayIndex,
      dayName: day.name,
      challengeId,
      startedAt: new Date().toISOString(),
      phase: 'warm-up',
      stepIndex: 0,
      warmUpDone: [],
      coolDownDone: [],
      logged: [],
      skipped: [],
      draft: { reps: '', load: '' },
      unit,
      proposedLoad,
      proposedSeconds,
      clock: null,
    };
    // Straight to the first set when the day has no warm-up.
    writeActiveSession(
      day.warmUp.length > 0
        ? session
        : sessionReducer(context)(session, { type: 'begin-exercises', now: Date.now() }),
    );
  }

  if (!valid || plan.isError) return <PlanNotFound />;
  if (finished) {
    return (
      <SessionSummary
        log={finished.log}
        saved={finished.saved}
        unit={finished.unit}
        challenge={finished.challenge}
        planHref={planHref}
        historyHref={historyHref}
        onRetrySave={() => {
          const saved = saveSession(finished.log);
          if (saved) clearActiveSession();
          setFinished({ ...finished, saved });
        }}
      />
    );
  }
  if (!plan.data) {
    return <PageLoader fullHeight />;
  }

  // A session under way resumes: at its own address, so a reload keeps it.
  if (active && active.planId === id) {
    const sameDay = ref && ref.weekNumber === active.weekNumber && ref.dayIndex === active.dayIndex;
    if (!ref) return <Navigate replace to={sessionPath(language, id, active, active.challengeId)} />;
    if (sameDay && context) {
      return (
        <SessionRunner
          key={active.id}
          initial={active}
          context={context}
          proposeFor={proposeFor}
          planLanguage={plan.data.language}
          language={language}
          onLeave={() => navigate(planHref)}
          onDiscard={() => {
            clearActiveSession();
            navigate(planHref);
          }}
          onFinish={(state) => void finish(state)}
        />
      );
    }
  }
  if (
    active &&
    !(ref && active.planId === id && ref.weekNumber === active.weekNumber && ref.dayIndex === active.dayIndex)
  ) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p="lg">
          <Stack>
            <Title order={1} size="h3">
              <Trans>A workout is already under way</Trans>
            </Title>
            <Text>
              <Trans>
                {active.planName}, {active.dayName}: started on this device and not finished. Resume it, or
                discard it to start this one.
              </Trans>
            </Text>
            <Button
              h={48}
              onClick={() => navigate(sessionPath(language, active.planId, active, active.challengeId))}
            >
              <Trans>Resume workout</Trans>
            </Button>
            <Button h={48} color="red" variant="light" onClick={() => clearActiveSession()}>
              <Trans>Discard it</Trans>
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const due = dueDay(plan.data, planSessions, challengeId ? 1 : null);
  // Today's day in the week that is due (a challenge counts progression weeks), by the device's date.
  const shownWeek = ref ? ref.weekNumber : (due?.weekNumber ?? null);
  const today = todayIn(plan.data, shownWeek, new Date());
  if (!ref) {
    if (!due) {
      return (
        <Container size="sm" py="xl">
          <Text>
            <Trans>This plan has no training day to start.</Trans>
          </Text>
        </Container>
      );
    }
    // Today's training day; a plan whose days are not weekdays opens the day that is due. On a rest
    // day the start page says so and offers the next training day and any other.
    if (today.kind !== 'rest') {
      const opened = today.kind === 'training' ? today.today : due;
      return <Navigate replace to={sessionPath(language, id, opened, challengeId)} />;
    }
  }

  return (
    <SessionStart
      plan={plan.data}
      dayRef={ref}
      weekNumber={shownWeek}
      day={day}
      proposals={proposals}
      today={today}
      due={due}
      planHref={planHref}
      onChoose={(next) => navigate(sessionPath(language, id, next, challengeId), { replace: true })}
      onStart={start}
    />
  );
}
