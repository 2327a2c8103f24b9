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
const SENTINEL_REACH = 400;
const SENTINEL_MARGIN = `0px 0px ${SENTINEL_REACH}px 0px`;

function isNearViewport(node: HTMLElement): boolean {
  return node.getBoundingClientRect().top <= window.innerHeight + SENTINEL_REACH;
}

/** Six placeholders: two full rows on a wide screen. */
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

type Announcement = { kind: 'first' | 'more'; count: number };

/** True while the element is on (or near) the screen. */
function useNearViewport(node: HTMLElement | null): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      setVisible(false);
    };
  }, [node]);
  return visible;
}

export function BrowseList() {
  const { t } = useLingui();
  const language = useLanguage();
  const { workouts, initialLoading, loading, hasMore, error, loadMore, tryAgain } = useBrowsePages();
  const count = workouts.length;

  // A callback ref (held in state) so the observer follows the sentinel as it mounts and unmounts.
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const sentinelVisible = useNearViewport(sentinel);
  // loadMore changes whenever loading, hasMore or error change, so a sentinel that stays on screen
  // after a short page arrives keeps pulling pages until the screen is full or the list ends.
  // The observer's last report can predate the page that just arrived and pushed the sentinel down, so
  // the sentinel's position is read again before asking for another page.
  useEffect(() => {
    if (sentinelVisible && sentinel && isNearViewport(sentinel)) loadMore();
  }, [sentinelVisible, sentinel, loadMore]);

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
