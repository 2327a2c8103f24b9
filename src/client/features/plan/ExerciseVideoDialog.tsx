import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AspectRatio, Box, Image, List, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Exercise } from '../../../contract/workout';
import { LazyModal } from '../../components/LazyModal';
import { useLanguage } from '../../lib/language';
import { useTRPC } from '../../lib/trpc';
import { userText } from '../../lib/userText';
import { embedUrl, searchUrl, thumbnailUrl } from '../../lib/videoUrls';

/**
 * Thumbnail first, the player only after a click (or at once with autoplay); always the written cues
 * and a search link, so a dead video never leaves the visitor with nothing.
 */
export function ExerciseVideoDialog({
  exercise,
  onClose,
  autoplay = false,
}: {
  exercise: Pick<Exercise, 'name' | 'cues' | 'videoId'> | null;
  onClose(): void;
  autoplay?: boolean;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const trpc = useTRPC();
  const [playing, setPlaying] = useState(autoplay);
  const name = exercise?.name.split('(')[0]?.trim() ?? '';
  const lookup = useQuery(
    trpc.videos.search.queryOptions(
      { exerciseName: name || '-', language },
      { enabled: exercise !== null && name.length > 0 },
    ),
  );
  // A failed lookup still has the plan's own video id when the catalogue knows one.
  const videoId = lookup.data?.videoId ?? (lookup.isError ? exercise?.videoId : null) ?? null;
  const fallback = lookup.data?.source === 'keyword' || lookup.data?.source === 'default';
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
          {lookup.isPending ? (
            <Skeleton height={280} aria-label={t`Loading the video`} />
          ) : videoId ? (
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
                    src={lookup.data?.thumbnail ?? thumbnailUrl(videoId)}
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
          ) : (
            <Text c="dimmed">
              <Trans>No video available for this exercise.</Trans>
            </Text>
          )}
          {fallback && videoId && (
            <Text size="sm" c="dimmed">
              <Trans>
                This is a general demonstration of a similar movement. Follow the form cues below.
              </Trans>
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
          <Anchor href={searchUrl(name)} target="_blank" rel="noopener noreferrer" size="sm">
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
  return <Trans>Search more demonstrations of {name}</Trans>;
}
