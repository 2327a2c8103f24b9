import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Group,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Rating as RatingItem } from '../../../contract/community';
import { PLAN_LIST_PAGE_SIZE, RATING_LIMITS, STORAGE_KEYS } from '../../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ShowMore } from '../../components/ShowMore';
import { forgetDeviceKey, readDeviceKey, saveDeviceKey, useDeviceKeyIds } from '../../lib/deviceKeys';
import { errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/language';
import { showToast } from '../../lib/toast';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { usePagedList } from '../../lib/usePagedList';
import { AverageRating } from './AverageRating';

const ratingsOf = (page: { ratings: RatingItem[] }) => page.ratings;

import { useManagementKey } from './usePlanManagementKey';

/**
 * Deleting a rating: its writer's device (the rating key it kept) or the plan's creator's (the management
 * key). The list, the average and the plan's review count are read again afterwards.
 */
function useDeleteRating(planId: string) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const managementKey = useManagementKey(planId);
  return useMutation({
    mutationFn: ({ ratingId }: { ratingId: string; close(): void }) => {
      const ratingKey = readDeviceKey(STORAGE_KEYS.ratingKeys, ratingId);
      return client.ratings.delete.mutate(
        { id: planId, ratingId },
        { context: ratingKey ? { ratingKey } : { managementKey } },
      );
    },
    onSuccess(_result, { ratingId, close }) {
      forgetDeviceKey(STORAGE_KEYS.ratingKeys, ratingId);
      close();
      showToast({ title: t`Review deleted`, description: t`It no longer counts in the plan's rating.` });
      void queryClient.invalidateQueries({ queryKey: trpc.ratings.list.queryKey({ id: planId }) });
      void queryClient.invalidateQueries({ queryKey: trpc.ratings.average.queryKey({ id: planId }) });
      void queryClient.invalidateQueries({ queryKey: trpc.workouts.byId.queryKey({ id: planId }) });
    },
    onError(error) {
      showToast({
        title: t`Could not delete the review`,
        description: errorText(error, t`Something went wrong. Please try again.`),
        variant: 'destructive',
      });
    },
  });
}

/** Delete on a rating this device wrote; Remove on any rating for the plan's creator; nothing otherwise. */
function RatingDelete({
  rating,
  own,
  creator,
  remove,
}: {
  rating: RatingItem;
  own: boolean;
  creator: boolean;
  remove: ReturnType<typeof useDeleteRating>;
}) {
  const { t } = useLingui();
  if (!own && !creator) return null;
  const name = rating.userName;
  return (
    <Group justify="flex-end" mt={4}>
      <ConfirmDeleteButton
        label={own ? t`Delete my review` : t`Remove review by ${name}`}
        title={own ? t`Delete your review?` : t`Remove this review?`}
        confirmLabel={t`Delete for good`}
        pending={remove.isPending && remove.variables?.ratingId === rating.id}
        onConfirm={(close) => remove.mutate({ ratingId: rating.id, close })}
      >
        {own ? (
          <Trans>
            Your review and its stars are deleted for good and no longer count in the plan's rating.
          </Trans>
        ) : (
          <Trans>
            As the plan's creator you can remove any review of it. It is deleted for good and no longer counts
            in the plan's rating.
          </Trans>
        )}
      </ConfirmDeleteButton>
    </Group>
  );
}

export function RatingsSection({ planId }: { planId: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ownRatings = useDeviceKeyIds(STORAGE_KEYS.ratingKeys);
  const isCreator = useManagementKey(planId) !== undefined;
  const remove = useDeleteRating(planId);
  // The newest page first, then one more each "Show more" (README "Lists and paging"); the average counts them all.
  const ratings = usePagedList(
    (page: number) =>
      trpc.ratings.list.queryOptions({ id: planId, page, pageSize: PLAN_LIST_PAGE_SIZE.default }),
    ratingsOf,
  );
  const average = useQuery(trpc.ratings.average.queryOptions({ id: planId }));
  const [tab, setTab] = useState<string | null>('ratings');
  const [userName, setUserName] = useState('');
  const [stars, setStars] = useState(5);
  const [feedback, setFeedback] = useState('');
  const [touched, setTouched] = useState(false);

  const nameError =
    userName.trim().length < RATING_LIMITS.nameMin
      ? t`Must be at least ${RATING_LIMITS.nameMin} characters`
      : null;
  const feedbackError =
    feedback.trim().length < RATING_LIMITS.feedbackMin
      ? t`Must be at least ${RATING_LIMITS.feedbackMin} characters`
      : null;

  const submit = useMutation(
    trpc.ratings.add.mutationOptions({
      onSuccess(created) {
        // The rating's key stays on this device: it alone can delete the rating later (lib/deviceKeys.ts).
        saveDeviceKey(STORAGE_KEYS.ratingKeys, created.id, created.ratingKey);
        showToast({ title: t`Thank you!`, description: t`Your rating was saved.` });
        setUserName('');
        setFeedback('');
        setStars(5);
        setTouched(false);
        setTab('ratings');
        void queryClient.invalidateQueries({ queryKey: trpc.ratings.list.queryKey({ id: planId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.ratings.average.queryKey({ id: planId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.workouts.byId.queryKey({ id: planId }) });
      },
      onError(error) {
        showToast({
          title: t`Something went wrong. Please try again.`,
          description: errorText(error, t`Failed to submit your rating. Please try again.`),
          variant: 'destructive',
        });
      },
    }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameError || feedbackError || stars < 1) return;
    submit.mutate({ id: planId, userName: userName.trim(), rating: stars, feedback: feedback.trim() });
  }

  return (
    <Stack component="section" aria-labelledby="ratings-heading" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="ratings-heading">
          <Trans>Ratings and feedback</Trans>
        </Title>
        {average.data && (
          <AverageRating average={average.data.averageRating} count={average.data.reviewCount} />
        )}
      </Group>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="ratings">
            <Trans>Ratings</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="feedback">
            <Trans>Leave feedback</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ratings" pt="sm">
          {ratings.initialLoading ? (
            <Stack gap="xs" aria-busy="true">
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Stack>
          ) : ratings.error && ratings.items.length === 0 ? (
            <Alert color="red" title={t`Failed to fetch ratings`}>
              <Text size="sm">{errorText(ratings.error, t`Something went wrong. Please try again.`)}</Text>
              <BusyButton
                size="xs"
                mt="xs"
                onClick={ratings.tryAgain}
                busy={ratings.loading}
                busyLabel={<Trans>Loading</Trans>}
              >
                <Trans>Try again</Trans>
              </BusyButton>
            </Alert>
          ) : ratings.items.length === 0 ? (
            <Text c="dimmed">
              <Trans>No ratings yet. Be the first to rate this plan.</Trans>
            </Text>
          ) : (
            <Stack gap="xs">
              {ratings.items.map((rating) => (
                <Paper key={rating.id} withBorder p="sm" radius="md">
                  <Group justify="space-between">
                    <Text fw={600} size="sm">
                      {rating.userName}
                    </Text>
                    <Group gap={6}>
                      <Rating
                        value={rating.rating}
                        readOnly
                        size="xs"
                        aria-label={t`${rating.rating} out of 5`}
                      />
                      <Text size="xs" c="dimmed">
                        {new Date(rating.createdAt).toLocaleDateString(language, {
                          month: 'short',
                          day: 'numeric',
                          year: 'numeric',
                        })}
                      </Text>
                    </Group>
                  </Group>
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                    {rating.feedback}
                  </Text>
                  <RatingDelete
                    rating={rating}
                    own={ownRatings.has(rating.id)}
                    creator={isCreator}
                    remove={remove}
                  />
                </Paper>
              ))}
              <ShowMore list={ratings} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="feedback" pt="sm">
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm" maw={520}>
              <TextInput
                label={t`Your name`}
                value={userName}
                onChange={(event) => setUserName(event.currentTarget.value)}
                error={touched ? nameError : null}
                maxLength={RATING_LIMITS.nameMax}
                required
              />
              <div>
                <Text size="sm" fw={500} id="rating-stars-label">
                  <Trans>Your rating</Trans>
                </Text>
                <Rating value={stars} onChange={setStars} aria-labelledby="rating-stars-label" size="lg" />
              </div>
              <Textarea
                label={t`Feedback`}
                value={feedback}
                onChange={(event) => setFeedback(event.currentTarget.value)}
                error={touched ? feedbackError : null}
                autosize
                minRows={3}
                maxLength={RATING_LIMITS.feedbackMax}
                required
              />
              <Group>
                <BusyButton type="submit" busy={submit.isPending} busyLabel={t`Sending`}>
                  {t`Submit rating`}
                </BusyButton>
              </Group>
            </Stack>
          </form>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
