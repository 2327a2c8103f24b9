import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/**
 * Reps in reserve, said once on a plan page that prescribes it; the exercises then read it in plain words
 * (lib/effort.ts).
 */
export function EffortExplained() {
  return (
    <Text size="sm" c="dimmed">
      <Trans>
        How hard: “stop 2 reps before failure” means ending the set while you could still do about 2 more good
        reps. Coaches call this reps in reserve (RIR). It keeps the work effective and your form clean.
      </Trans>
    </Text>
  );
}
