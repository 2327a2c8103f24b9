import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Chip,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Stepper,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import type { WorkoutPlan } from '../../../contract/workout';
import { errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/language';
import { showToast } from '../../lib/toast';
import { GenerationPanel } from './ChatOnboarding';
import { type FormProblem, needsBodyweightNotice, validateFormStep } from './formValidation';
import { answerLabel } from './labels';
import { levelHint } from './levelHints';
import {
  type Answers,
  displayName,
  EQUIPMENT_BY_LOCATION,
  type OnboardingProps,
  OPTIONS,
  toggleEquipment,
} from './script';
import { useGeneration } from './useGeneration';

/**
 * The multi-step form alternative to the chat (docs/product.md section 5): same answers, same generation stream.
 * It opens with whatever the visitor already told the chat.
 */
export function FormOnboarding({ onGenerated, initialAnswers = {}, onAnswersChange }: OnboardingProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [active, setActive] = useState(0);
  const [answers, setAnswers] = useState<Answers>({ gender: 'male', age: 30, ...initialAnswers, language });
  const given = useRef<Answers>(initialAnswers);
  const onDone = useCallback(
    (plan: WorkoutPlan, managementKey: string | null) => onGenerated(plan, managementKey),
    [onGenerated],
  );
  const shownAs = displayName(answers);
  const generation = useGeneration(onDone);
  const set = (patch: Partial<Answers>) => {
    setAnswers((current) => ({ ...current, ...patch }));
    given.current = { ...given.current, ...patch };
    onAnswersChange?.(given.current);
  };

  const messages: Record<FormProblem, string> = {
    nameRequired: t`Name is required`,
    emailRequired: t`This field is required`,
    emailInvalid: t`Please enter a valid email address.`,
    levelRequired: t`This field is required`,
    goalRequired: t`This field is required`,
    daysRequired: t`This field is required`,
    timeRequired: t`This field is required`,
    locationRequired: t`This field is required`,
    injuryRequired: t`This field is required`,
    injuryDetailsRequired: t`This field is required`,
    styleRequired: t`This field is required`,
    consentRequired: t`Please agree to receive your workout plan via email to continue.`,
  };

  function next() {
    const problems = validateFormStep(active, answers);
    if (problems.length > 0) {
      showToast({
        title: t`Please check this step`,
        description: problems.map((problem) => messages[problem]).join(' '),
        variant: 'destructive',
      });
      return;
    }
    if (active === 2 && needsBodyweightNotice(answers)) {
      showToast({
        title: t`Bodyweight plan`,
        description: t`No equipment selected: we will create a bodyweight plan.`,
      });
    }
    if (active < 4) setActive(active + 1);
    else generation.start(answers);
  }

  const options = (step: keyof typeof OPTIONS) =>
    (OPTIONS[step] ?? [])
      .filter((value) => value !== 'other')
      .map((value) => ({ value, label: answerLabel(i18n, value) }));
  const equipmentOptions =
    EQUIPMENT_BY_LOCATION[String(answers.workoutLocation ?? '')]?.filter((value) => value !== 'other') ?? [];

  return (
    <Stack>
      <Stepper active={active} onStepClick={(step) => step < active && setActive(step)} size="sm">
        <Stepper.Step label={t`You`}>
          <Stack>
            <TextInput
              label={t`Name`}
              value={answers.name ?? ''}
              onChange={(e) => set({ name: e.currentTarget.value })}
              required
              maxLength={80}
            />
            <TextInput
              type="email"
              label={t`Email`}
              value={answers.email ?? ''}
              onChange={(e) => set({ email: e.currentTarget.value })}
              required
              maxLength={254}
            />
            <Select
              label={t`Fitness level`}
              data={options('fitnessLevel')}
              // What each level means, under each option and under the field once one is chosen.
              renderOption={({ option }) => (
                <div>
                  <Text size="sm">{option.label}</Text>
                  <Text size="xs" c="dimmed">
                    {levelHint(i18n, option.value)}
                  </Text>
                </div>
              )}
              description={answers.fitnessLevel ? levelHint(i18n, answers.fitnessLevel) : undefined}
              value={answers.fitnessLevel ?? null}
              onChange={(value) => set({ fitnessLevel: value ?? undefined })}
              required
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t`Goal`}>
          <Stack>
            <Select
              label={t`Main goal`}
              data={options('fitnessGoal')}
              value={answers.fitnessGoal ?? null}
              onChange={(value) => set({ fitnessGoal: value ?? undefined })}
              required
            />
            <NumberInput
              label={t`Days per week`}
              min={2}
              max={7}
              value={answers.workoutDays as number | undefined}
              onChange={(value) => set({ workoutDays: typeof value === 'number' ? value : undefined })}
              required
            />
            <Select
              label={t`Minutes per session`}
              data={(OPTIONS.workoutTime ?? []).map((value) => ({
                value: `${value} minutes`,
                label: t`${value} minutes`,
              }))}
              value={(answers.workoutTime as string | undefined) ?? null}
              onChange={(value) => set({ workoutTime: value ?? undefined })}
              required
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t`Place`}>
          <Stack>
            <Radio.Group
              label={t`Where will you work out?`}
              value={(answers.workoutLocation as string | undefined) ?? ''}
              onChange={(value) => set({ workoutLocation: value, equipment: [] })}
              required
            >
              <Group mt="xs">
                {options('workoutLocation').map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
            {equipmentOptions.length > 0 && (
              <Stack gap={4}>
                <Trans>Equipment</Trans>
                <Group gap="xs">
                  {equipmentOptions.map((value) => (
                    <Chip
                      key={value}
                      checked={(answers.equipment ?? []).includes(value)}
                      onChange={() => set({ equipment: toggleEquipment(answers.equipment ?? [], value) })}
                    >
                      {answerLabel(i18n, value)}
                    </Chip>
                  ))}
                </Group>
              </Stack>
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t`Safety`}>
          <Stack>
            <Radio.Group
              label={t`Any injuries or pain?`}
              value={(answers.hasInjuries as string | undefined) ?? ''}
              onChange={(value) => set({ hasInjuries: value as 'yes' | 'no' })}
              required
            >
              <Group mt="xs">
                <Radio value="yes" label={t`Yes`} />
                <Radio value="no" label={t`No`} />
              </Group>
            </Radio.Group>
            {answers.hasInjuries === 'yes' && (
              <Textarea
                label={t`Where does it hurt, and since when?`}
                value={answers.injuryDetails ?? ''}
                onChange={(e) => set({ injuryDetails: e.currentTarget.value })}
                required
                maxLength={500}
              />
            )}
            <Select
              label={t`Training style`}
              data={options('workoutStyle')}
              value={(answers.workoutStyle as string | undefined) ?? null}
              onChange={(value) => set({ workoutStyle: value ?? undefined })}
              required
            />
            <Select
              label={t`Focus area`}
              data={options('focusArea')}
              value={(answers.focusArea as string | undefined) ?? null}
              onChange={(value) => set({ focusArea: value ?? undefined })}
              clearable
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t`Finish`}>
          <Stack>
            <Textarea
              label={t`Anything else I should know? (optional)`}
              value={answers.additionalNotes ?? ''}
              onChange={(e) => set({ additionalNotes: e.currentTarget.value })}
              maxLength={1000}
            />
            <Switch
              label={t`Show my plan in the community`}
              description={t`Others could find and rate it. It would show as "${shownAs}"; your health answers are never shown. Off: only people you give the link to can open it.`}
              checked={answers.listed === true}
              onChange={(e) => set({ listed: e.currentTarget.checked })}
            />
            <Checkbox
              label={t`I agree to receive my workout plan via email.`}
              checked={answers.agreeToTerms === true}
              onChange={(e) => set({ agreeToTerms: e.currentTarget.checked })}
            />
          </Stack>
        </Stepper.Step>
      </Stepper>
      {generation.state.status === 'idle' || generation.state.status === 'failed' ? (
        <Group justify="space-between">
          <Button variant="default" disabled={active === 0} onClick={() => setActive(active - 1)}>
            <Trans>Back</Trans>
          </Button>
          <Button onClick={next}>{active < 4 ? t`Next` : t`Create my plan`}</Button>
        </Group>
      ) : null}
      {generation.state.status !== 'idle' && (
        <GenerationPanel state={generation.state} onRetry={() => generation.start(answers)} />
      )}
      {generation.state.status === 'failed' && (
        <span className="visually-hidden" role="status">
          {errorText(generation.state.error, t`Unable to connect to the server. Please try again.`)}
        </span>
      )}
    </Stack>
  );
}
