import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Affix,
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { styleWasChosen } from '../../../contract/answers';
import type { Exercise, Video, WorkoutPlan } from '../../../contract/workout';
import { LazyModal } from '../../components/LazyModal';
import { WeekGlance } from '../../components/WeekGlance';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { answerLabel } from '../../lib/answerLabels';
import { usesRepsInReserve } from '../../lib/effort';
import { localizedPath, useLanguage, useShareableUrl } from '../../lib/language';
import { planTitle } from '../../lib/planTitle';
import { useSiteInfo } from '../../lib/siteQueries';
import { useLoadedWhen } from '../../lib/useLoadedWhen';
import { userText } from '../../lib/userText';
import { StartDayButton, TodayWorkout } from '../training/StartWorkout';
import { planExercise } from '../training/sessionPlan';
import { AverageRating } from './AverageRating';
import { DayCard, type ShownExercise, type SwapActions } from './DayCard';
import { EffortExplained } from './EffortExplained';
import {
  ExerciseVideoDialog,
  verifiedVideoOf,
  type ShownExercise as WatchedExercise,
} from './ExerciseVideoDialog';
import { PlanActions } from './PlanActions';
import { ProgressionSection } from './ProgressionSection';
import { SavePlanButton } from './SavePlanButton';
import { PlanHealthNotice } from './ScreeningNotice';
import { ShareBox } from './ShareBox';
import { usePlanSwaps } from './usePlanSwaps';

const VIDEOS_SHOWN = 2;

// Ratings and challenges load as the visitor comes near them (PlanCommunity says why); the space they
// take on a phone with no ratings yet is kept meanwhile, so the page's end does not jump.
const PlanCommunity = lazy(() => import('./PlanCommunity'));
const COMMUNITY_HEIGHT = 560;

// The swap sheet loads the first time a visitor opens it, outside the plan page's own code.
const loadSwapSheet = () => import('../swap/SwapSheet').then((module) => ({ default: module.SwapSheet }));

/** The plan's own exercise with this catalogue id, in the week or in a progression week. */
function VideoTile({ video, onOpen }: { video: Video; onOpen(): void }) {
  return (
    // The tile's own title and description name the button.
    <UnstyledButton onClick={onOpen}>
      <Card withBorder padding="xs" radius="md">
        <Card.Section>
          <Image
            src={video.thumbnail}
            fallbackSrc="/video-placeholder.svg"
            alt=""
            h={140}
            fit="cover"
            loading="lazy"
          />
        </Card.Section>
        <Text size="sm" fw={600} mt="xs" lineClamp={1}>
          {video.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {video.description}
        </Text>
      </Card>
    </UnstyledButton>
  );
}

/** The result view: everything docs/product.md lists for the plan page, shared by the home result and /plan/{id}. */
export function PlanView({ plan }: { plan: WorkoutPlan }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const site = useSiteInfo();
  const [watching, setWatching] = useState<WatchedExercise | null>(null);
  // Swaps live on this device only: the page shows them, the share link and the PDF never do.
  const swaps = usePlanSwaps(plan.id);
  const [swapping, setSwapping] = useState<Exercise | null>(null);
  const [swapOpen, setSwapOpen] = useState(false);
  const SwapSheet = useLoadedWhen(swapping !== null, loadSwapSheet);
  const schedule = plan.schedule.map(swaps.showDay);
  const swapActions: SwapActions = {
    onSwap(exercise: ShownExercise) {
      const catalogId = exercise.swappedFrom?.catalogId ?? exercise.catalogId;
      const original = catalogId ? planExercise(plan, catalogId) : undefined;
      if (!original) return;
      swaps.prepare();
      setSwapping(original);
      setSwapOpen(true);
    },
    onUndo(exercise: ShownExercise) {
      if (exercise.swappedFrom) swaps.undo(exercise.swappedFrom.catalogId);
    },
  };
  // A video tile opens the exercise whose verified video it is, with its cues and drawings. Plans stored
  // before the media check may list a similar movement's video: a tile shows only for a verified one.
  const exercises = plan.schedule.flatMap((day) => day.exercises);
  const exerciseOf = (video: Video) =>
    exercises.find((exercise) => verifiedVideoOf(exercise) === video.videoId);
  const videos = plan.videos.filter((video) => exerciseOf(video));
  const watchVideo = (video: Video) => setWatching(exerciseOf(video) ?? null);
  const [allVideos, setAllVideos] = useState(false);
  const shareUrl = useShareableUrl(language, `/plan/${plan.id}`);
  const chips = [
    t`${plan.daysPerWeek} days/week`,
    t`${plan.sessionMinutes} min/session`,
    // A style chip only for a style the visitor chose (src/contract/answers.ts DEFAULT_STYLE), named as the
    // question named it, "Functional (supersets)", so it says what the overview says (docs/glossary.md).
    ...(styleWasChosen(plan.workoutStyle)
      ? [answerLabel(i18n, 'workoutStyle', plan.workoutStyle, { option: true })]
      : []),
    answerLabel(i18n, 'fitnessLevel', plan.fitnessLevel),
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        {/* Before anything else, the title included: a visitor who must see a professional first reads that first. */}
        <PlanHealthNotice plan={plan} />
        <Stack gap="sm" component="header">
          <Text size="sm" c="dimmed">
            <Trans>
              Plan by {userText(plan.userName)} · ID {plan.id}
            </Trans>
          </Text>
          <Title order={1}>{planTitle(i18n, plan)}</Title>
          <Text c="dimmed">
            {t`${plan.daysPerWeek} days per week · ${answerLabel(i18n, 'fitnessLevel', plan.fitnessLevel)} · ${plan.sessionMinutes} minutes per session`}
          </Text>
          <Group gap="xs">
            {chips.map((chip) => (
              <Badge key={chip} variant="light" size="lg">
                {chip}
              </Badge>
            ))}
            <AverageRating average={plan.averageRating} count={plan.reviewCount} />
          </Group>
          <WeekGlance days={plan.schedule} planLanguage={plan.language} />
          <TodayWorkout plan={plan} />
          <Group gap="xs">
            <SavePlanButton plan={plan} />
          </Group>
          <PlanActions plan={plan} />
          <Text lang={plan.language} style={{ whiteSpace: 'pre-wrap' }}>
            {plan.overview}
          </Text>
          {plan.notes.length > 0 && (
            <Alert variant="light" title={t`Notes from your coach`}>
              <List size="sm" spacing={4}>
                {plan.notes.map((note) => (
                  <List.Item key={note} lang={plan.language}>
                    {note}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>

        <Stack component="section" aria-labelledby="schedule-heading" gap="sm">
          <Title order={2} size="h3" id="schedule-heading">
            <Trans>Weekly schedule</Trans>
          </Title>
          {usesRepsInReserve(
            plan.schedule.flatMap((day) => day.exercises.map((exercise) => exercise.effort)),
          ) && <EffortExplained />}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} lang={plan.language}>
            {schedule.map((day, dayIndex) => (
              <DayCard
                key={day.name}
                day={day}
                onWatch={setWatching}
                swap={swapActions}
                footer={
                  <StartDayButton
                    planId={plan.id}
                    dayRef={{ weekNumber: null, dayIndex }}
                    day={day}
                    dayName={day.name}
                  />
                }
              />
            ))}
          </SimpleGrid>
        </Stack>

        {videos.length > 0 && (
          <Stack component="section" aria-labelledby="videos-heading" gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3" id="videos-heading">
                <Trans>Exercise videos</Trans>
              </Title>
              {videos.length > VIDEOS_SHOWN && (
                <Button variant="subtle" onClick={() => setAllVideos(true)}>
                  {t`View all ${videos.length} videos`}
                </Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {videos.slice(0, VIDEOS_SHOWN).map((video) => (
                <VideoTile key={video.videoId} video={video} onOpen={() => watchVideo(video)} />
              ))}
            </SimpleGrid>
            <LazyModal
              opened={allVideos}
              onClose={() => setAllVideos(false)}
              title={t`All exercise videos`}
              size="xl"
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {videos.map((video) => (
                  <VideoTile
                    key={video.videoId}
                    video={video}
                    onOpen={() => {
                      setAllVideos(false);
                      watchVideo(video);
                    }}
                  />
                ))}
              </SimpleGrid>
            </LazyModal>
          </Stack>
        )}

        <ProgressionSection plan={plan} onWatch={setWatching} showDay={swaps.showDay} swap={swapActions} />
        <ShareBox url={shareUrl} />
        <WhenNearViewport minHeight={COMMUNITY_HEIGHT}>
          <PlanCommunity planId={plan.id} hasProgression={plan.progressionWeeks.length > 0} />
        </WhenNearViewport>

        <Alert variant="outline" color="gray" title={t`Safety`}>
          <Text size="sm" lang={plan.language}>
            {plan.disclaimer}
          </Text>
        </Alert>

        <Card withBorder radius="md" p="xl" ta="center">
          <Title order={2} size="h3">
            <Trans>Want a different plan?</Trans>
          </Title>
          <Text c="dimmed" my="sm">
            <Trans>Answer the chat again to create a new workout in about two minutes.</Trans>
          </Text>
          <Group justify="center">
            <Button component={Link} to={`${localizedPath(language)}?create=true`}>
              <Trans>Create new workout</Trans>
            </Button>
          </Group>
        </Card>
      </Stack>

      {/* The support button never covers the plan: in the page's flow, after everything else, and only
          where the margin beside the page is wide enough does it float, as a small round button there
          (styles.css, .support-float). */}
      {site.data?.supportUrl && (
        <>
          <Group justify="center" mt="xl" className="support-inline">
            <Button
              component="a"
              href={site.data.supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              radius="xl"
              color="pink"
            >
              <Trans>Support this project</Trans>
            </Button>
          </Group>
          <Affix position={{ bottom: 20, left: 16 }} className="support-float">
            <ActionIcon
              component="a"
              href={site.data.supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              radius="xl"
              size={44}
              color="pink"
              variant="filled"
              aria-label={t`Support this project`}
              title={t`Support this project`}
            >
              <svg
                width={22}
                height={22}
                viewBox="0 0 24 24"
                fill="currentColor"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.5 1.1 5.4 3.2 1.9-2.1 3.3-3.2 5.4-3.2 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
              </svg>
            </ActionIcon>
          </Affix>
        </>
      )}

      <ExerciseVideoDialog exercise={watching} onClose={() => setWatching(null)} />
      {SwapSheet && swapping && (
        <SwapSheet
          planId={plan.id}
          exercise={swapping}
          opened={swapOpen}
          onClose={() => setSwapOpen(false)}
          language={language}
        />
      )}
    </Container>
  );
}
