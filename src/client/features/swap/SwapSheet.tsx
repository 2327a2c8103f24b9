import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  List,
  Loader,
  Modal,
  Radio,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Language } from '../../../contract/site';
import type { Alternative, SwapRelation } from '../../../contract/swap';
import type { Exercise } from '../../../contract/workout';
import { DemonstrationStill } from '../../components/DemonstrationStill';
import { plainExerciseText } from '../../lib/effort';
import { errorText, httpStatusOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { type SwappedExercise, setSwap, swapOf, useSwaps } from './swaps';

/** How long a swap lasts: this session only, or every day of the plan on this device. */
export type SwapScope = 'today' | 'from-now-on';

/**
 * A swap made during a session (issue 29, "Swaps that mean what the visitor means"): the sheet asks
 * whether it is for today only (the default: mid-workout, a busy machine is a today matter) or from now
 * on, and hands the choice to the session, which keeps the sets already logged under the exercise they
 * were done on (training/sessionState.ts).
 */
export type SessionSwap = {
  /** This session's own swap of the exercise: undefined when none, null for the plan's own today. */
  today: SwappedExercise | null | undefined;
  /** The choice made; a "from now on" swap is already kept on the device when this is called. */
  onChoose(swap: SwappedExercise | null, scope: SwapScope): void;
};

/**
 * Phones, as components/SiteHeader.tsx MOBILE_QUERY says; written out so this lazily loaded module shares
 * no code with the header (a shared module becomes a chunk of its own, which the plan page then loads).
 */
const PHONE_QUERY = '(max-width: 767.98px)';

const RELATION_COLOR: Record<SwapRelation, string> = {
  easier: 'teal',
  harder: 'orange',
  'same-level': 'blue',
};

/**
 * The swap sheet (issue 16, "Swap an exercise"): the catalogue's safe alternatives to one exercise of the
 * plan (GET /workouts/{id}/alternatives), each with its drawing where one truly matches, why it fits, and a
 * button that keeps the swap on this device (swaps.ts). A bottom sheet on phones, a dialog on wider
 * screens. The plan page loads this module the first time a visitor opens it; the session view may show it
 * too, with the same props.
 */
export function SwapSheet({
  planId,
  exercise,
  opened,
  onClose,
  language,
  session,
}: {
  planId: string;
  /** The plan's own exercise (not the swapped one shown in its place). */
  exercise: Exercise;
  opened: boolean;
  onClose(): void;
  /** The page's language, for the reason labels; names and cues come in the plan's. */
  language: Language;
  /** Given in a session: the swap may be for today only. Without it (the plan page) it is from now on. */
  session?: SessionSwap;
}) {
  const { t } = useLingui();
  // Read at once (this module only ever renders in the browser), so a phone never sees the dialog first.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const title = t`Swap ${exercise.name}`;
  const body = opened ? (
    <SwapChoices
      planId={planId}
      exercise={exercise}
      onDone={onClose}
      language={language}
      phone={phone}
      session={session}
    />
  ) : null;
  if (phone) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        title={title}
        position="bottom"
        size="85%"
        radius="md"
        closeButtonProps={{ 'aria-label': t`Close` }}
        styles={{ body: { paddingBottom: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))' } }}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {body}
    </Modal>
  );
}

function SwapChoices({
  planId,
  exercise,
  onDone,
  language,
  phone,
  session,
}: {
  planId: string;
  exercise: Exercise;
  onDone(): void;
  language: Language;
  phone: boolean;
  session: SessionSwap | undefined;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const catalogId = exercise.catalogId;
  const swaps = useSwaps(planId);
  const kept = catalogId ? swaps[catalogId] : undefined;
  // In a session, this session's own choice comes first; null there means the plan's own today.
  const current = (session && session.today !== undefined ? session.today : kept) ?? undefined;
  const [scope, setScope] = useState<SwapScope>('today');
  const [notKept, setNotKept] = useState(false);
  const alternatives = useQuery(
    trpc.workouts.alternatives.queryOptions(
      { id: planId, catalogId: catalogId ?? '', language },
      { enabled: Boolean(catalogId) },
    ),
  );

  /** Keeps the choice for as long as the visitor said; null goes back to the plan's exercise. */
  function choose(swap: SwappedExercise | null) {
    if (!catalogId) return;
    const fromNowOn = !session || scope === 'from-now-on';
    const stored = fromNowOn ? setSwap(planId, catalogId, swap) : true;
    setNotKept(!stored);
    if (!stored) return;
    session?.onChoose(swap, scope);
    onDone();
  }

  function keep(choice: Alternative) {
    if (!catalogId || !alternatives.data) return;
    choose(swapOf(choice, { catalogId, name: exercise.name }, alternatives.data.language));
  }

  function backToOriginal() {
    choose(null);
  }

  return (
    <Stack gap="sm">
      {session ? (
        <Radio.Group
          value={scope}
          onChange={(value) => setScope(value === 'from-now-on' ? 'from-now-on' : 'today')}
          label={t`For how long?`}
        >
          <Stack gap="xs" mt={6}>
            <Radio
              value="today"
              label={t`Just today`}
              description={t`The sets you have done stay under ${exercise.name}; the plan does not change.`}
            />
            <Radio
              value="from-now-on"
              label={t`From now on`}
              description={t`Every day of this plan on this device, from this set on.`}
            />
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="swap-scope">
          <Trans>
            A swap here is from now on: every day of this plan on this device. To swap for one workout only,
            swap during the workout. The share link and the PDF show the original plan.
          </Trans>
        </Text>
      )}
      {current && current.catalogId !== catalogId && (
        <Alert variant="light" color="teal" title={t`Now: ${current.name}`}>
          <Stack gap="xs" align="start">
            <Text size="sm">
              {session && session.today !== undefined
                ? t`You swapped ${exercise.name} for ${current.name} in this workout.`
                : t`You swapped ${exercise.name} for ${current.name} on this device.`}
            </Text>
            <Button variant="default" size="xs" onClick={backToOriginal}>
              <Trans>Back to the original</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {notKept && (
        <Alert variant="light" color="red" role="alert">
          <Trans>
            This device could not keep the swap (its storage is full or blocked). Nothing was changed.
          </Trans>
        </Alert>
      )}
      {alternatives.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">
              <Trans>Finding alternatives…</Trans>
            </Text>
          </Group>
          <Skeleton height={88} radius="md" />
          <Skeleton height={88} radius="md" />
        </Stack>
      ) : alternatives.isError ? (
        <Alert variant="light" color="red" role="alert" title={t`No alternatives right now`}>
          <Stack gap="xs" align="start">
            <Text size="sm">
              {httpStatusOf(alternatives.error) === undefined
                ? typeof navigator !== 'undefined' && !navigator.onLine
                  ? t`You are offline. Connect to the internet to see alternatives; your swaps stay as they are.`
                  : t`Unable to connect to the server. Please try again.`
                : errorText(alternatives.error, t`Something went wrong. Please try again.`)}
            </Text>
            <Button size="xs" variant="default" onClick={() => void alternatives.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : alternatives.data.alternatives.length === 0 ? (
        <Alert variant="light" color="gray" title={t`No safe alternative`}>
          <Stack gap="xs" align="start">
            <Text size="sm">
              <Trans>There is no safe alternative for your equipment and notes. Keep this exercise.</Trans>
            </Text>
            <Button size="xs" variant="default" onClick={onDone}>
              <Trans>Keep it</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {alternatives.data.alternatives.map((alternative) => (
            <li key={alternative.catalogId}>
              <AlternativeCard
                alternative={alternative}
                planLanguage={alternatives.data.language}
                originalEffort={exercise.effort}
                phone={phone}
                inUse={current?.catalogId === alternative.catalogId}
                onUse={() => keep(alternative)}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function AlternativeCard({
  alternative,
  planLanguage,
  originalEffort,
  inUse,
  onUse,
  phone,
}: {
  alternative: Alternative;
  planLanguage: Language;
  /** The effort the alternative keeps from the exercise it replaces, unless the catalogue adapts it. */
  originalEffort: string;
  inUse: boolean;
  onUse(): void;
  /** On a phone the button sits under the text, full width, so the text keeps the card's width. */
  phone: boolean;
}) {
  const { t, i18n } = useLingui();
  const action = inUse ? (
    <Badge
      variant="filled"
      color="teal"
      size="lg"
      style={{ flex: 'none', alignSelf: phone ? 'stretch' : 'start' }}
    >
      <Trans>In use</Trans>
    </Badge>
  ) : (
    <Button
      size={phone ? 'sm' : 'xs'}
      fullWidth={phone}
      onClick={onUse}
      aria-label={t`Use this: ${alternative.name}`}
      style={{ flex: 'none' }}
    >
      <Trans>Use this</Trans>
    </Button>
  );
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="xs">
        <Group wrap="nowrap" align="start" gap="sm">
          {/* The demonstration's first key frame, as on the day cards: every alternative has one to compare. */}
          <DemonstrationStill catalogueId={alternative.catalogId} name={alternative.name} size={64} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} size="sm" lang={planLanguage}>
              {alternative.name}
            </Text>
            <Text size="xs" fw={700} c={RELATION_COLOR[alternative.relation]} data-reason>
              {alternative.reason}
            </Text>
            <Text size="xs" c="dimmed" lang={planLanguage}>
              {plainExerciseText(i18n, {
                text: alternative.text,
                effort: alternative.adapted?.effort ?? originalEffort,
              })}
            </Text>
            {alternative.cues.length > 0 && (
              <List size="xs" spacing={2} lang={planLanguage}>
                {alternative.cues.slice(0, 2).map((cue) => (
                  <List.Item key={cue}>{cue}</List.Item>
                ))}
              </List>
            )}
          </Stack>
          {!phone && action}
        </Group>
        {phone && action}
      </Stack>
    </Card>
  );
}
