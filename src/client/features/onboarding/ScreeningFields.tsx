import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import {
  HEALTH_CONDITIONS,
  type HealthCondition,
  PARQ_QUESTIONS,
  type ParqQuestion,
} from '../../../contract/screeningQuestions';
import { conditionLabel, followUpQuestion, parqLabel, quickAnswerLabel } from './screeningLabels';
import {
  emptyScreening,
  type FollowUpKey,
  parqYes,
  QUICK_ANSWERS,
  type ScreeningInput,
  withFollowUp,
  withScreenChoices,
} from './screeningSteps';

const NONE = 'none';

/** Which of the screen's two questions the visitor has answered in the form (a tick or "None of these"). */
export type ScreenAnswered = { parq: boolean; conditions: boolean };

/**
 * The pre-participation screen in the form (the chat asks the same, one question at a time): the PAR-Q+
 * questions and the life stages and conditions, each with "None of these", then a quick answer for each
 * follow-up a yes opens.
 */
export function ScreeningFields({
  screening,
  answered,
  followUps,
  errors,
  onChange,
}: {
  screening: ScreeningInput | undefined;
  answered: ScreenAnswered;
  /** The follow-ups to show, in order (screeningFollowUps, or the health-text questions). */
  followUps: readonly FollowUpKey[];
  errors: { parq?: string; conditions?: string; followUp?: string };
  onChange(next: ScreeningInput, answered: ScreenAnswered): void;
}) {
  const { t, i18n } = useLingui();
  const current = screening ?? emptyScreening();
  const yes = parqYes(current);
  const conditions = (current.conditions ?? []) as HealthCondition[];
  const pick = (values: string[], before: readonly string[]) =>
    values.includes(NONE) && !before.includes(NONE) ? [] : values.filter((value) => value !== NONE);

  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t`Health questions: tick each one that is true for you`}
        value={answered.parq ? (yes.length ? yes : [NONE]) : []}
        onChange={(values) => {
          const chosen = pick(values, answered.parq && !yes.length ? [NONE] : yes) as ParqQuestion[];
          onChange(withScreenChoices(current, { parq: chosen }), { ...answered, parq: values.length > 0 });
        }}
        error={errors.parq}
      >
        <Stack gap={6} mt="xs">
          <Checkbox value={NONE} label={t`None of these`} />
          {PARQ_QUESTIONS.map((question) => (
            <Checkbox key={question} value={question} label={parqLabel(i18n, question)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label={t`Does any of these apply to you now?`}
        value={answered.conditions ? (conditions.length ? conditions : [NONE]) : []}
        onChange={(values) => {
          const chosen = pick(values, answered.conditions && !conditions.length ? [NONE] : conditions);
          onChange(withScreenChoices(current, { conditions: chosen as HealthCondition[] }), {
            ...answered,
            conditions: values.length > 0,
          });
        }}
        error={errors.conditions}
      >
        <Stack gap={6} mt="xs">
          <Checkbox value={NONE} label={t`None of these`} />
          {HEALTH_CONDITIONS.map((condition) => (
            <Checkbox key={condition} value={condition} label={conditionLabel(i18n, condition)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <FollowUpFields
        screening={current}
        followUps={followUps}
        error={errors.followUp}
        onChange={(next) => onChange(next, answered)}
      />
    </Stack>
  );
}

/** A quick answer for each follow-up, as radio buttons; unanswered ones are marked when `error` is set. */
export function FollowUpFields({
  screening,
  followUps,
  error,
  onChange,
}: {
  screening: ScreeningInput | undefined;
  followUps: readonly FollowUpKey[];
  error?: string;
  onChange(next: ScreeningInput): void;
}) {
  const { i18n } = useLingui();
  if (followUps.length === 0) return null;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        <Trans>A few more details, so the plan fits</Trans>
      </Text>
      {followUps.map((key) => {
        const given = screening?.followUp?.[key];
        const selected = QUICK_ANSWERS[key].find((option) => option.value === given)?.key ?? '';
        return (
          <Radio.Group
            key={key}
            label={followUpQuestion(i18n, key)}
            value={selected}
            onChange={(choice) => {
              const option = QUICK_ANSWERS[key].find((item) => item.key === choice);
              if (option) onChange(withFollowUp(screening, key, option.value));
            }}
            error={error && given === undefined ? error : undefined}
          >
            <Group mt={4} gap="sm">
              {QUICK_ANSWERS[key].map((option) => (
                <Radio key={option.key} value={option.key} label={quickAnswerLabel(i18n, key, option.key)} />
              ))}
            </Group>
          </Radio.Group>
        );
      })}
    </Stack>
  );
}
