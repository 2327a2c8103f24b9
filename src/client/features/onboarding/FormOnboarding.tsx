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
import { useCallback, useEffect, useRef, useState } from 'react';
import { ANSWER_LIMITS, isOther, otherText } from '../../../contract/answers';
import type { OnboardingEmail, WorkoutPlan } from '../../../contract/workout';
import { BusyButton } from '../../components/BusyButton';
import { answerLabel, answerProblemText } from '../../lib/answerLabels';
import { errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/language';
import { showToast } from '../../lib/toast';
import { GenerationPanel } from './ChatOnboarding';
import {
  type FormField,
  type FormProblem,
  formStepOfField,
  needsBodyweightNotice,
  validateFormStep,
} from './formValidation';
import { levelHint } from './levelHints';
import { FollowUpFields, type ScreenAnswered, ScreeningFields } from './ScreeningFields';
import { type FollowUpKey, nextFollowUp, screeningFollowUps } from './screeningSteps';
import {
  type Answers,
  displayName,
  EQUIPMENT_BY_LOCATION,
  normalizeAnswers,
  type OnboardingProps,
  OPTIONS,
  refusedFields,
  requestOf,
  toggleEquipment,
} from './script';
import { useGeneration } from './useGeneration';
import { useHealthTextCheck } from './useHealthTextCheck';

/**
 * The multi-step form alternative to the chat (docs/product.md section 5): same answers, same generation stream.
 * It opens with whatever the visitor already told the chat.
 */
export function FormOnboarding({ onGenerated, initialAnswers = {}, onAnswersChange }: OnboardingProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [active, setActive] = useState(0);
  const [answers, setAnswers] = useState<Answers>({
    gender: 'male',
    age: 30,
    ...normalizeAnswers(initialAnswers),
    language,
  });
  const given = useRef<Answers>(normalizeAnswers(initialAnswers));
  /** What is wrong with each field, shown on the field itself (Mantine's error: aria-invalid and the text). */
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [focusTick, setFocusTick] = useState(0);
  const stepArea = useRef<HTMLDivElement>(null);
  const onDone = useCallback(
    (plan: WorkoutPlan, managementKey: string | null, emailed: OnboardingEmail | null) =>
      onGenerated(plan, managementKey, emailed),
    [onGenerated],
  );
  const shownAs = displayName(answers);
  const generation = useGeneration(onDone);
  const checkHealthText = useHealthTextCheck();
  /** The screen's two questions count as answered once ticked; answers brought from the chat are. */
  const [screenAnswered, setScreenAnswered] = useState<ScreenAnswered>(() => ({
    parq: answers.screening !== undefined,
    conditions: answers.screening !== undefined,
  }));
  const [screenErrors, setScreenErrors] = useState<{ parq?: string; conditions?: string; followUp?: string }>(
    {},
  );
  /** The questions the coach asked about the visitor's health text, shown in the last step. */
  const [textFollowUps, setTextFollowUps] = useState<FollowUpKey[]>([]);
  const [checking, setChecking] = useState(false);
  const set = (patch: Partial<Answers>) => {
    setAnswers((current) => ({ ...current, ...patch }));
    // A field being changed is no longer marked.
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as FormField];
      return next;
    });
    given.current = { ...given.current, ...patch };
    onAnswersChange?.(given.current);
  };

  const message = (problem: FormProblem): string =>
    problem.problem === 'consentNeedsEmail'
      ? t`To receive your plan by email, enter your email address in the first step.`
      : problem.problem === 'required'
        ? t`This field is required`
        : answerProblemText(i18n, problem.problem);

  /** Marks the fields and moves the keyboard to the first one (after the step is drawn). */
  function mark(problems: FormProblem[]) {
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, message(problem)])));
    setFocusTick((tick) => tick + 1);
  }
  useEffect(() => {
    if (!focusTick) return;
    stepArea.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error] input')?.focus();
  }, [focusTick]);

  // A refused answer takes the visitor to the step that holds it, marked, instead of a retry of the same input.
  const failure = generation.state.status === 'failed' ? generation.state.error : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure is the trigger
  useEffect(() => {
    if (!failure) return;
    const paths = refusedFields(failure);
    const steps = paths.map(formStepOfField).filter((step): step is number => step !== null);
    if (steps.length === 0) return;
    const step = Math.min(...steps);
    setActive(step);
    const problems = validateFormStep(step, answers);
    mark(
      problems.length > 0
        ? problems
        : paths
            .filter((path) => formStepOfField(path) === step)
            .map((path) => ({ field: path.split('.')[0] as FormField, problem: 'notAChoice' as const })),
    );
  }, [failure]);
  const refused = failure !== null && refusedFields(failure).some((path) => formStepOfField(path) !== null);

  /** What the screen still needs before the form moves on (docs/coaching.md "Screening before prescribing"). */
  function screenProblems(): typeof screenErrors {
    const unanswered = t`Tick what applies, or "None of these".`;
    const problems: typeof screenErrors = {};
    if (!screenAnswered.parq) problems.parq = unanswered;
    if (!screenAnswered.conditions) problems.conditions = unanswered;
    if (nextFollowUp(answers.screening, screeningFollowUps(answers.screening)))
      problems.followUp = t`Please choose an answer.`;
    return problems;
  }

  async function create() {
    // Health text the coach cannot place gets a question here, once, before the plan is written.
    if (textFollowUps.length === 0) {
      setChecking(true);
      const asked = await checkHealthText(answers);
      setChecking(false);
      if (asked.length > 0) {
        setTextFollowUps(asked);
        return;
      }
    } else if (nextFollowUp(answers.screening, textFollowUps)) {
      setScreenErrors({ followUp: t`Please choose an answer.` });
      return;
    }
    generation.start(requestOf(answers));
  }

  function next() {
    if (active === 3) {
      const problems = screenProblems();
      setScreenErrors(problems);
      if (Object.keys(problems).length > 0) {
        setFocusTick((tick) => tick + 1);
        return;
      }
    }
    const problems = validateFormStep(active, answers);
    if (problems.length > 0) {
      mark(problems);
      return;
    }
    setErrors({});
    if (active === 2 && needsBodyweightNotice(answers)) {
      showToast({
        title: t`Bodyweight plan`,
        description: t`No equipment selected: we will create a bodyweight plan.`,
      });
    }
    if (active < 4) setActive(active + 1);
    else void create();
  }

  /** A field's options; an 'other:' answer brought from the chat stays, shown in the visitor's own words. */
  const options = (
    step: 'fitnessLevel' | 'fitnessGoal' | 'workoutLocation' | 'workoutStyle' | 'focusArea',
  ) => {
    const listed = (OPTIONS[step] ?? [])
      .filter((value) => value !== 'other')
      .map((value) => ({ value, label: answerLabel(i18n, step, value, { option: true }) }));
    const current = answers[step];
    return isOther(current) ? [...listed, { value: current, label: otherText(current) }] : listed;
  };
  const equipmentOptions =
    EQUIPMENT_BY_LOCATION[String(answers.workoutLocation ?? '')]?.filter((value) => value !== 'other') ?? [];

  return (
    <Stack>
      <Stepper
        ref={stepArea}
        active={active}
        onStepClick={(step) => step < active && setActive(step)}
        size="sm"
      >
        <Stepper.Step label={t`You`}>
          <Stack>
            <TextInput
              label={t`Name`}
              value={answers.name ?? ''}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={errors.name}
              required
              maxLength={ANSWER_LIMITS.name}
            />
            <TextInput
              type="email"
              label={t`Email (optional)`}
              description={t`Only to send you your plan, if you agree in the last step.`}
              value={answers.email ?? ''}
              onChange={(e) => set({ email: e.currentTarget.value })}
              error={errors.email}
              maxLength={ANSWER_LIMITS.email}
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
              error={errors.fitnessLevel}
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
              error={errors.fitnessGoal}
              required
            />
            <NumberInput
              label={t`Days per week`}
              min={2}
              max={7}
              value={answers.workoutDays as number | undefined}
              onChange={(value) => set({ workoutDays: typeof value === 'number' ? value : undefined })}
              error={errors.workoutDays}
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
              error={errors.workoutTime}
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
              error={errors.workoutLocation}
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
                      {answerLabel(i18n, 'equipment', value)}
                    </Chip>
                  ))}
                  {/* The visitor's own words from the chat stay theirs to see and to untick here. */}
                  {(answers.equipment ?? []).filter(isOther).map((value) => (
                    <Chip
                      key={value}
                      checked
                      onChange={() => set({ equipment: toggleEquipment(answers.equipment ?? [], value) })}
                    >
                      {otherText(value)}
                    </Chip>
                  ))}
                </Group>
                {errors.equipment && (
                  <Text size="sm" c="red" role="alert">
                    {errors.equipment}
                  </Text>
                )}
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
              error={errors.hasInjuries}
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
                error={errors.injuryDetails}
                required
                maxLength={ANSWER_LIMITS.injuryDetails}
              />
            )}
            <ScreeningFields
              screening={answers.screening}
              answered={screenAnswered}
              followUps={screeningFollowUps(answers.screening)}
              errors={screenErrors}
              onChange={(screening, answered) => {
                set({ screening });
                setScreenAnswered(answered);
                setScreenErrors({});
              }}
            />
            <Select
              label={t`Training style`}
              data={options('workoutStyle')}
              value={(answers.workoutStyle as string | undefined) ?? null}
              onChange={(value) => set({ workoutStyle: value ?? undefined })}
              error={errors.workoutStyle}
              required
            />
            <Select
              label={t`Focus area`}
              data={options('focusArea')}
              value={(answers.focusArea as string | undefined) ?? null}
              onChange={(value) => set({ focusArea: value ?? undefined })}
              error={errors.focusArea}
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
              error={errors.additionalNotes}
              maxLength={ANSWER_LIMITS.additionalNotes}
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
              error={errors.agreeToTerms}
            />
            {textFollowUps.length > 0 && (
              <FollowUpFields
                screening={answers.screening}
                followUps={textFollowUps}
                error={screenErrors.followUp}
                onChange={(screening) => {
                  set({ screening });
                  setScreenErrors({});
                }}
              />
            )}
          </Stack>
        </Stepper.Step>
      </Stepper>
      {generation.state.status === 'idle' || generation.state.status === 'failed' ? (
        <Group justify="space-between">
          <Button variant="default" disabled={active === 0} onClick={() => setActive(active - 1)}>
            {/* The button, not the body part of the focus areas ('Espalda'). */}
            <Trans context="go back">Back</Trans>
          </Button>
          <BusyButton onClick={next} busy={checking} busyLabel={t`Checking`}>
            {active < 4 ? t`Next` : t`Create my plan`}
          </BusyButton>
        </Group>
      ) : null}
      {generation.state.status !== 'idle' && !refused && (
        <GenerationPanel state={generation.state} onRetry={() => generation.start(requestOf(answers))} />
      )}
      {generation.state.status === 'failed' && !refused && (
        <span className="visually-hidden" role="status">
          {errorText(generation.state.error, t`Unable to connect to the server. Please try again.`)}
        </span>
      )}
    </Stack>
  );
}
