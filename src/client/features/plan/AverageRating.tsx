import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { Stars } from '../../components/Stars';

/** Stars rounded to the nearest half, the number to one decimal; nothing while there is no rating. */
export function AverageRating({ average, count }: { average: number; count: number }) {
  const { t } = useLingui();
  if (average <= 0) return null;
  const shown = average.toFixed(1);
  return (
    <Group gap={6} role="img" aria-label={t`Rated ${shown} out of 5 from ${count} reviews`}>
      <Stars value={average} />
      <Text size="sm" fw={600} aria-hidden="true">
        {shown}
      </Text>
      <Text size="sm" c="dimmed" aria-hidden="true">
        ({count})
      </Text>
    </Group>
  );
}
