import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Exercise } from '../../../contract/workout';
import { useLanguage } from '../../lib/language';
import { useTRPC } from '../../lib/trpc';
import { DayCard } from '../plan/DayCard';
import { ExerciseVideoDialog } from '../plan/ExerciseVideoDialog';

/** A real plan the built-in coach writes for a typical beginner, with a create-your-own action. */
export default function ExampleModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose(): void;
  onCreate(): void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const trpc = useTRPC();
  const example = useQuery(trpc.system.examplePlan.queryOptions({ language }, { enabled: opened }));
  const [watching, setWatching] = useState<Exercise | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Example plan: beginner at home, 3 x 45 minutes`}
      size="80rem"
    >
      {example.data ? (
        <Stack>
          <Text>{example.data.overview}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {example.data.schedule
              .filter((day) => day.kind !== 'rest')
              .map((day) => (
                <DayCard key={day.name} day={day} onWatch={setWatching} />
              ))}
          </SimpleGrid>
          <Group justify="center">
            <Button size="md" onClick={onCreate}>
              <Trans>Create your own plan</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack aria-busy="true">
          <Skeleton height={60} />
          <Skeleton height={200} />
        </Stack>
      )}
      <ExerciseVideoDialog exercise={watching} onClose={() => setWatching(null)} />
    </Modal>
  );
}
