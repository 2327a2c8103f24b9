import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AspectRatio, Box, Group, Image, List, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { drawingUrl, EXERCISE_VIDEOS, verifiedVideoId } from '../../../contract/exerciseMedia';
import type { Exercise } from '../../../contract/workout';
import { DrawingsCredit, ExerciseDrawing } from '../../components/ExerciseDrawing';
import { LazyModal } from '../../components/LazyModal';
import { useLanguage } from '../../lib/language';
import { userText } from '../../lib/userText';
import { embedUrl, searchUrl, thumbnailUrl } from '../../lib/videoUrls';
import { ExerciseDemonstration } from '../demonstration/ExerciseDemonstration';

export type ShownExercise = Pick<Exercise, 'name' | 'cues' | 'videoId'> & {
  catalogId?: Exercise['catalogId'];
};

const VERIFIED_IDS = new Set(Object.values(EXERCISE_VIDEOS));

/**
 * The verified video of an exercise, by its catalogue id: a stored plan's own id is not trusted (plans made
 * before the check carry 'similar' videos). Only a video tile, which has no catalogue id, brings an id, and
 * it counts only when it is one of the verified ones.
 */
export function verifiedVideoOf(exercise: ShownExercise): string | null {
  if (exercise.catalogId) return verifiedVideoId(exercise.catalogId);
  return exercise.videoId && VERIFIED_IDS.has(exercise.videoId) ? exercise.videoId : null;
}

/**
 * An exercise shown honestly: its demonstration first (every catalogue exercise has one, issue 30), then
 * its verified video (thumbnail first, the player after a click, or at once
 * with autoplay), its start and end drawings where one truly matches, the written cues and a search link.
 * Without a verified video it never shows another movement's video (docs/product.md, "Deliberate
 * departures"), not even a video search's first result for its name.
 */
export function ExerciseVideoDialog({
  exercise,
  onClose,
  autoplay = false,
}: {
  exercise: ShownExercise | null;
  onClose(): void;
  autoplay?: boolean;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const [playing, setPlaying] = useState(autoplay);
  const name = exercise?.name.split('(')[0]?.trim() ?? '';
  const verified = exercise ? verifiedVideoOf(exercise) : null;
  // Only a video verified for this very exercise is shown (issue 17, docs/product.md departures): a search
  // result for its name may show another movement, so the visitor gets the drawings, cues and a search link.
  const videoId = verified;
  const hasDrawing = drawingUrl(exercise?.catalogId, 'start') !== null;
  return (
    <LazyModal
      opened={exercise !== null}
      onClose={() => {
        setPlaying(autoplay);
        onClose();
      }}
      title={name}
      size="xl"
    >
      {exercise && (
        <Stack>
          <ExerciseDemonstration catalogueId={exercise.catalogId} name={name} size={260} />
          {videoId && (
            <AspectRatio ratio={16 / 9}>
              {playing ? (
                <iframe
                  src={embedUrl(videoId)}
                  title={t`Video: ${name}`}
                  allow="autoplay; encrypted-media; picture-in-picture"
                  allowFullScreen
                  style={{ border: 0, width: '100%', height: '100%' }}
                />
              ) : (
                <UnstyledButton
                  onClick={() => setPlaying(true)}
                  aria-label={t`Play the video for ${name}`}
                  style={{ position: 'relative' }}
                >
                  <Image
                    src={thumbnailUrl(videoId)}
                    fallbackSrc="/video-placeholder.svg"
                    alt=""
                    radius="md"
                  />
                  <Box
                    aria-hidden="true"
                    style={{
                      position: 'absolute',
                      inset: 0,
                      display: 'grid',
                      placeItems: 'center',
                      fontSize: 56,
                      color: 'white',
                      textShadow: '0 2px 8px rgba(0,0,0,.6)',
                    }}
                  >
                    ▶
                  </Box>
                </UnstyledButton>
              )}
            </AspectRatio>
          )}
          {hasDrawing && (
            <Box>
              <Group justify="center" gap="md" wrap="nowrap">
                <Stack gap={2} align="center">
                  <ExerciseDrawing catalogueId={exercise.catalogId} name={name} position="start" size={150} />
                  <Text size="xs" c="dimmed" aria-hidden="true">
                    <Trans>Start</Trans>
                  </Text>
                </Stack>
                <Stack gap={2} align="center">
                  <ExerciseDrawing catalogueId={exercise.catalogId} name={name} position="end" size={150} />
                  <Text size="xs" c="dimmed" aria-hidden="true">
                    <Trans>End</Trans>
                  </Text>
                </Stack>
              </Group>
              <Group justify="center">
                <DrawingsCredit />
              </Group>
            </Box>
          )}
          {!exercise.catalogId && !videoId && !hasDrawing && (
            <Text c="dimmed">
              <Trans>No video or drawing for this exercise yet: follow the form cues below.</Trans>
            </Text>
          )}
          {exercise.cues.length > 0 && (
            <Box>
              <Text fw={600} mb={4}>
                <Trans>Form cues</Trans>
              </Text>
              <List spacing={4} size="sm">
                {exercise.cues.map((cue) => (
                  <List.Item key={cue}>{cue}</List.Item>
                ))}
              </List>
            </Box>
          )}
          <Anchor href={searchUrl(name, language)} target="_blank" rel="noopener noreferrer" size="sm">
            <SearchMore exerciseName={name} />
          </Anchor>
        </Stack>
      )}
    </LazyModal>
  );
}

function SearchMore({ exerciseName }: { exerciseName: string }) {
  // An element, not a string: <Trans> never reads tags in it (lib/userText.tsx).
  const name = userText(exerciseName);
  return <Trans>Search for videos of {name}</Trans>;
}
