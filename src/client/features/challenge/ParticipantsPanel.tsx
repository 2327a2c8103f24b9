import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import type { Participant } from '../../../contract/community';
import { useLanguage } from '../../lib/language';
import { formatDate, formatPercent } from './format';

/**
 * Whose progress the tracker shows: one participant chosen from the list, in joining order. A name this
 * device holds the key for says so; the others show read-only (README, "Privacy").
 */
export function ParticipantPicker({
  participants,
  activeId,
  ownedIds,
  onChoose,
}: {
  participants: readonly Participant[];
  activeId: string | null;
  /** The participants whose key this device holds: they can tick exercises off here. */
  ownedIds: ReadonlySet<string>;
  onChoose(participantId: string): void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <Radio.Group
      value={activeId}
      onChange={onChoose}
      label={t`Who are you?`}
      description={t`Pick a name to see that person's exercises. Only the device that joined as them can tick exercises off.`}
    >
      <Stack gap="xs" mt="xs">
        {participants.map((participant) => {
          const date = formatDate(participant.joinedAt, language);
          return (
            <Radio.Card key={participant.id} value={participant.id} radius="md" p="sm">
              <Group wrap="nowrap" gap="sm" align="center">
                <Radio.Indicator />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {participant.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Trans>Joined {date}</Trans>
                    {ownedIds.has(participant.id) && (
                      <>
                        {' · '}
                        <Trans>on this device</Trans>
                      </>
                    )}
                  </Text>
                </Stack>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {formatPercent(participant.completionPercent, language)}
                </Badge>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

/** A horizontal bar per participant, best first: the share of all four weeks' exercises done. */
export function ChallengeLeaderboard({
  participants,
  activeId,
}: {
  participants: readonly Participant[];
  activeId: string | null;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  // Ties keep joining order, which the server already gives.
  const ranked = participants
    .map((participant, order) => ({ participant, order }))
    .sort(
      (a, b) =>
        b.participant.completionPercent - a.participant.completionPercent ||
        b.participant.completedCount - a.participant.completedCount ||
        a.order - b.order,
    )
    .map(({ participant }) => participant);

  return (
    <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {ranked.map((participant, index) => {
        const isActive = participant.id === activeId;
        const percent = formatPercent(participant.completionPercent, language);
        const name = participant.name;
        const rank = index + 1;
        return (
          <li key={participant.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Text size="sm" fw={isActive ? 700 : 500} truncate>
                {rank}. {participant.name}
                {isActive && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    <Trans>(you)</Trans>
                  </Text>
                )}
              </Text>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {percent}
              </Text>
            </Group>
            <Progress
              value={participant.completionPercent}
              size="lg"
              radius="sm"
              color={isActive ? 'teal' : undefined}
              aria-label={t`${name}: ${percent} of the challenge done`}
            />
          </li>
        );
      })}
    </Stack>
  );
}
