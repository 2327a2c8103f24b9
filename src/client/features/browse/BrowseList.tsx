import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PlanCard } from '../../components/PlanCard';
import { PlanCardSkeleton } from '../../components/PlanCardSkeleton';
import { localizedPath, useLanguage } from '../../lib/language';
import { useBrowsePages } from './useBrowsePages';

const GRID_COLS = { base: 1, sm: 2, md: 3 };
/** Start the next page a little before the visitor reaches the end, so scrolling rarely waits. */
const SENTINEL_MARGIN = '0px 0px 400px 0px';

/** Six placeholders: two full rows on a wide screen. */
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

type Announcement = { kind: 'first' | 'more'; count: number };

/**
 * Calls `loadMore` whenever the sentinel is on (or near) the screen. The observer is made afresh each
 * time `loadMore` changes (a page was asked for, arrived or failed): a new observer always reports the
 * sentinel's current position once, so a sentinel still on screen after a short page keeps pulling
 * pages until the screen is full, and one the new cards pushed away waits for the visitor to scroll.
 * Reacting to the observer's changes alone misses a reader who scrolls back to the end before the
 * browser has noticed that the new cards moved the sentinel away.
 */
function useLoadWhenNearViewport(node: HTMLElement | null, loadMore: () => void): void {
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, loadMore]);
}

export function BrowseList() {
  const { t } = useLingui();
  const language = useLanguage();
  const { workouts, initialLoading, loading, hasMore, error, loadMore, tryAgain } = useBrowsePages();
  const count = workouts.length;

  // A callback ref (held in state) so the observer follows the sentinel as it mounts and unmounts.
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  useLoadWhenNearViewport(sentinel, loadMore);

  // Polite announcement of how many plans each page added.
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const previousCount = useRef(0);
  useEffect(() => {
    const previous = previousCount.current;
    previousCount.current = count;
    if (count > previous)
      setAnnouncement({ kind: previous === 0 ? 'first' : 'more', count: count - previous });
    else if (count === 0) setAnnouncement(null);
  }, [count]);

  // After 'Load more' by keyboard, move focus to the first new card rather than leaving it below them.
  const gridRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || loading) return;
    focusFrom.current = null;
    if (count <= from) return;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]')[from]?.focus();
  }, [count, loading]);

  function onLoadMoreClick() {
    if (loading) return;
    focusFrom.current = count;
    loadMore();
  }

  const errorMessage = t`Error loading workouts. Please try again.`;

  return (
    <Stack gap="lg">
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {initialLoading ? (
          <Trans>Loading workouts…</Trans>
        ) : !loading && !error && count === 0 ? (
          <Trans>No workouts found</Trans>
        ) : announcement?.kind === 'first' ? (
          <Plural value={announcement.count} one="# workout loaded" other="# workouts loaded" />
        ) : announcement?.kind === 'more' ? (
          <Plural value={announcement.count} one="# more workout loaded" other="# more workouts loaded" />
        ) : null}
      </VisuallyHidden>

      {initialLoading && (
        <SimpleGrid cols={GRID_COLS} aria-busy="true">
          {SKELETON_KEYS.map((key) => (
            <PlanCardSkeleton key={key} />
          ))}
        </SimpleGrid>
      )}

      {count > 0 && (
        <SimpleGrid cols={GRID_COLS} ref={gridRef} aria-busy={loading}>
          {workouts.map((plan) => (
            <PlanCard key={plan.id} plan={plan} headingOrder={2} />
          ))}
        </SimpleGrid>
      )}

      {Boolean(error) && (
        <Alert color="red" variant="light" title={errorMessage}>
          <Button color="red" size="sm" onClick={tryAgain} mt="xs">
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      )}

      {!initialLoading && !loading && !error && count === 0 && (
        <EmptyState
          title={t`No workouts found`}
          description={t`No one has shared a plan yet. Create yours and it will appear here.`}
          action={
            <Button component={Link} to={`${localizedPath(language)}?create=true`}>
              <Trans>Create a workout</Trans>
            </Button>
          }
        />
      )}

      {count > 0 && !error && (
        <Stack align="center" gap="sm">
          {hasMore && <Box ref={setSentinel} h={1} w="100%" aria-hidden="true" />}
          {loading && (
            <Group gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                <Trans>Loading more workouts…</Trans>
              </Text>
            </Group>
          )}
          {hasMore && (
            // Stays enabled while loading (and only looks disabled) so it keeps keyboard focus.
            <Button
              variant="default"
              onClick={onLoadMoreClick}
              data-disabled={loading || undefined}
              aria-disabled={loading || undefined}
            >
              <Trans>Load more</Trans>
            </Button>
          )}
          {!hasMore && !loading && (
            <Center>
              <Text size="sm" c="dimmed">
                <Trans>No more workouts</Trans>
              </Text>
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
