import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompletedExercise } from '../../../contract/community';
import { errorText } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { type CompletionItem, completionKey } from './ChallengeTracker';

/**
 * Mark (POST) and unmark (DELETE) for the active participant, with their key from this device (sent in
 * its header, lib/trpc.ts). After each success the participant's completions are updated at once and the
 * group's percentages are reloaded for the leaderboard.
 */
export function useCompletionToggle(
  challengeId: string,
  participantId: string | null,
  participantKey: string | null,
) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const context = { participantKey };

  function afterChange(item: CompletionItem, nowDone: boolean) {
    if (!participantId) return;
    const completionsKey = trpc.challenges.completions.queryKey({ participantId });
    queryClient.setQueryData(completionsKey, (previous: CompletedExercise[] | undefined) => {
      const others = (previous ?? []).filter((entry) => completionKey(entry) !== completionKey(item));
      return nowDone ? [...others, { ...item, completedAt: new Date().toISOString() }] : others;
    });
    void queryClient.invalidateQueries({ queryKey: completionsKey });
    void queryClient.invalidateQueries({
      queryKey: trpc.challenges.participants.queryKey({ id: challengeId }),
    });
  }

  const mark = useMutation({
    mutationFn: (input: CompletionItem & { participantId: string }) =>
      client.challenges.markCompleted.mutate(input, { context }),
    onSuccess: (_data, input) => afterChange(input, true),
    onError: (error) =>
      showToast({
        title: t`Error marking exercise as completed`,
        description: errorText(error, t`Something went wrong. Please try again.`),
        variant: 'destructive',
      }),
  });
  const unmark = useMutation({
    mutationFn: (input: { participantId: string; week: number; day: string; exerciseIndex: number }) =>
      client.challenges.unmarkCompleted.mutate(input, { context }),
    onSuccess: (_data, input) =>
      afterChange({ weekNumber: input.week, dayName: input.day, exerciseIndex: input.exerciseIndex }, false),
    onError: (error) =>
      showToast({
        title: t`Error marking exercise as incomplete`,
        description: errorText(error, t`Something went wrong. Please try again.`),
        variant: 'destructive',
      }),
  });

  const pending = mark.isPending || unmark.isPending;
  let pendingItem: CompletionItem | null = null;
  if (mark.isPending && mark.variables) pendingItem = mark.variables;
  else if (unmark.isPending && unmark.variables) {
    const { week, day, exerciseIndex } = unmark.variables;
    pendingItem = { weekNumber: week, dayName: day, exerciseIndex };
  }

  return {
    pending,
    pendingItem,
    onMark(item: CompletionItem) {
      // No participant chosen: nothing happens (docs/product.md section 4).
      if (!participantId || !participantKey || pending) return;
      mark.mutate({ participantId, ...item });
    },
    onUnmark(item: CompletionItem) {
      if (!participantId || !participantKey || pending) return;
      unmark.mutate({
        participantId,
        week: item.weekNumber,
        day: item.dayName,
        exerciseIndex: item.exerciseIndex,
      });
    },
  };
}
