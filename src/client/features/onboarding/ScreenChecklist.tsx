import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  HEALTH_CONDITIONS,
  type HealthCondition,
  PARQ_QUESTIONS,
  type ParqQuestion,
} from '../../../contract/screeningQuestions';
import { conditionLabel, parqLabel } from './screeningLabels';

/**
 * One question of the pre-participation screen as a checklist (docs/coaching.md "Screening before prescribing"): each line
 * one tap, "None of these" one tap for the whole list. The chat and the form both use it.
 */
export function ScreenChecklist({
  kind,
  initial = [],
  onAnswer,
}: {
  kind: 'parq' | 'conditions';
  initial?: readonly string[];
  /** The lines ticked (empty for "None of these") and how the visitor's chat bubble says them. */
  onAnswer(values: string[], display: string): void;
}) {
  const { t, i18n } = useLingui();
  const [picked, setPicked] = useState<string[]>([...initial]);
  const items: readonly string[] = kind === 'parq' ? PARQ_QUESTIONS : HEALTH_CONDITIONS;
  const label = (value: string) =>
    kind === 'parq' ? parqLabel(i18n, value as ParqQuestion) : conditionLabel(i18n, value as HealthCondition);
  const groupLabel = kind === 'parq' ? t`Health questions` : t`Life stages and conditions`;
  return (
    <Stack gap="xs">
      <Button
        variant="filled"
        onClick={() => onAnswer([], t`None of these`)}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>None of these</Trans>
      </Button>
      <Stack gap={6} role="group" aria-label={groupLabel}>
        {items.map((value) => (
          <Checkbox
            key={value}
            label={label(value)}
            checked={picked.includes(value)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setPicked((current) =>
                checked ? [...current, value] : current.filter((item) => item !== value),
              );
            }}
          />
        ))}
      </Stack>
      <Group gap="xs">
        <Button
          variant="light"
          disabled={picked.length === 0}
          onClick={() =>
            onAnswer(
              items.filter((item) => picked.includes(item)),
              items
                .filter((item) => picked.includes(item))
                .map(label)
                .join('; '),
            )
          }
        >
          <Trans>Continue</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
