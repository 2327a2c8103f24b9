import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { WorkoutPlan } from '../../../contract/workout';
import { errorText } from '../../lib/errors';
import { localizedPath, useLanguage } from '../../lib/language';
import { showToast } from '../../lib/toast';
import { answerLabel } from './labels';
import { levelHint } from './levelHints';
import {
  type Answers,
  acceptText,
  answeredSteps,
  applyAnswer,
  BOT_REPLY_DELAY_MS,
  displayName,
  EQUIPMENT_BY_LOCATION,
  nextStep,
  type OnboardingProps,
  OPTIONS,
  OPTIONS_DELAY_MS,
  otherValue,
  progressPercent,
  type StepId,
  toggleEquipment,
} from './script';
import { useGeneration } from './useGeneration';

type Message = { id: number; from: 'bot' | 'user'; text: string; tone?: 'error' | 'clearance' };

/**
 * What the coach says when the plan arrives, if its screening asks for more than the normal plan
 * (docs/coaching.md "Screening before prescribing"): for 'clearance', each reason in the coach's words
 * and what the plan holds meanwhile; for 'adapted', one short line. Null when the plan opens at once.
 */
export function screeningMessage(i18n: I18n, plan: WorkoutPlan): Omit<Message, 'id'> | null {
  const screening = plan.screening;
  if (screening?.outcome === 'clearance') {
    const reasons = screening.reasons.map((reason) => `• ${reason.text}`).join('\n');
    return {
      from: 'bot',
      tone: 'clearance',
      text: [
        i18n._(
          msg`Your plan is ready, but first something important: please see a professional before you train hard.`,
        ),
        reasons,
        i18n._(msg`Until a professional says you can, your plan holds only gentle walking and mobility.`),
      ].join('\n'),
    };
  }
  return null;
}

function useQuestionText() {
  const { t } = useLingui();
  return (step: StepId, answers: Answers): string => {
    const name = answers.name ? String(answers.name) : '';
    switch (step) {
      case 'name':
        return t`Hi! I'm your coach. I'll ask a few quick questions and write a plan that fits you. What's your name?`;
      case 'gender':
        return name
          ? t`Nice to meet you, ${name}! What's your gender?`
          : t`Nice to meet you! What's your gender?`;
      case 'age':
        return t`How old are you?`;
      case 'fitnessLevel':
        return t`How would you describe your fitness level?`;
      case 'fitnessGoal':
        return t`What's your main goal?`;
      case 'workoutDays':
        return t`How many days a week can you train?`;
      case 'workoutTime':
        return t`How many minutes per session?`;
      case 'workoutLocation':
        return t`Where will you work out?`;
      case 'equipment':
        return answers.workoutLocation === 'home'
          ? t`What equipment do you have at home? Pick all that apply.`
          : answers.workoutLocation === 'outdoor'
            ? t`What can you use outdoors? Pick all that apply.`
            : answers.workoutLocation === 'hotel'
              ? t`What does your hotel offer? Pick all that apply.`
              : t`What do you have at the office? Pick all that apply.`;
      case 'hasInjuries':
        return t`Do you have any injuries or pain I should train around?`;
      case 'injuryDetails':
        return t`Tell me about it: where does it hurt, and since when?`;
      case 'workoutStyle':
        return t`Which training style do you prefer?`;
      case 'focusArea':
        return t`Any area you want to focus on?`;
      case 'additionalNotes':
        return t`Anything else I should know? (optional)`;
      case 'listed': {
        const shownAs = displayName(answers);
        return t`Should your plan appear in the community, where others can find and rate it? It would show as "${shownAs}". Your health answers are never shown. If you say no, only people you give the link to can open it.`;
      }
      case 'agreeToTerms':
        return t`Last step: please confirm you have read the safety note. This plan is not medical advice.`;
      case 'email':
        return t`Where can we send your plan? Your email stays private.`;
    }
  };
}

const TEXT_STEPS: StepId[] = ['name', 'age', 'injuryDetails', 'additionalNotes', 'email'];

/** The scripted conversation; answers brought from the form are replayed and the rest asked. */
export function ChatOnboarding({ onGenerated, initialAnswers = {}, onAnswersChange }: OnboardingProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const questionText = useQuestionText();
  const [answers, setAnswers] = useState<Answers>({ ...initialAnswers, language });
  const [step, setStep] = useState<StepId | null>(null);
  const [inputsVisible, setInputsVisible] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const [answerCount, setAnswerCount] = useState(0);
  const [text, setText] = useState('');
  const [otherOpen, setOtherOpen] = useState(false);
  const [equipment, setEquipment] = useState<string[]>([]);
  const [terms, setTerms] = useState(false);
  const nextId = useRef(0);
  const timers = useRef<number[]>([]);
  const inputArea = useRef<HTMLDivElement>(null);
  const logEnd = useRef<HTMLDivElement>(null);

  const push = useCallback((message: Omit<Message, 'id'>) => {
    nextId.current += 1;
    // Read now, not when React runs the update: two messages pushed in one go keep their own ids.
    const id = nextId.current;
    setMessages((current) => [...current, { ...message, id }]);
  }, []);

  // A plan that asks for clearance first is not opened at once: the coach says so here first, in its
  // own words, and the visitor opens the plan from the link under the message.
  const [waitingPlan, setWaitingPlan] = useState<{ plan: WorkoutPlan; managementKey: string | null } | null>(
    null,
  );
  const onDone = useCallback(
    (plan: WorkoutPlan, managementKey: string | null) => {
      const message = screeningMessage(i18n, plan);
      // An adapted plan opens at once (its page says how, first); a plan that asks for a professional's
      // clearance waits until the visitor has read why.
      if (!message) {
        onGenerated(plan, managementKey);
        return;
      }
      push(message);
      setWaitingPlan({ plan, managementKey });
    },
    [onGenerated, push, i18n],
  );
  const generation = useGeneration(onDone);
  const openPlan = useRef<HTMLAnchorElement>(null);
  // Keyboard and screen-reader users land on the link once the coach has said what matters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the waiting plan appearing is the trigger
  useEffect(() => {
    openPlan.current?.focus();
  }, [waitingPlan]);

  const later = useCallback((ms: number, action: () => void) => {
    timers.current.push(window.setTimeout(action, ms));
  }, []);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const ask = useCallback(
    (next: StepId, nextAnswers: Answers, delay: number) => {
      setInputsVisible(false);
      later(delay, () => {
        push({ from: 'bot', text: questionText(next, nextAnswers) });
        setStep(next);
        later(OPTIONS_DELAY_MS, () => setInputsVisible(true));
      });
    },
    [later, push, questionText],
  );

  /** A choice as its button (and then the visitor's chat bubble) shows it. */
  const choiceLabel = (forStep: StepId, value: string) =>
    forStep === 'workoutDays'
      ? t`${value} days`
      : forStep === 'workoutTime'
        ? t`${value} minutes`
        : forStep === 'listed'
          ? value === 'yes'
            ? t`Yes, list it`
            : t`No, keep it private`
          : answerLabel(i18n, value);

  /** An answer brought from the form, as the visitor's chat bubble shows it. */
  const answerText = (forStep: StepId, given: Answers): string => {
    const value = given[forStep as keyof Answers];
    if (forStep === 'listed') return choiceLabel(forStep, value === true ? 'yes' : 'no');
    if (Array.isArray(value)) return value.map((item) => answerLabel(i18n, item)).join(', ');
    // The chat stores '45 minutes', the form '45'.
    if (forStep === 'workoutTime') return choiceLabel(forStep, String(Number.parseInt(String(value), 10)));
    return OPTIONS[forStep] ? choiceLabel(forStep, String(value)) : String(value);
  };

  // Welcome: the first question now, its input 500 ms later. Answers brought from the form are
  // replayed as the conversation so far, and the chat carries on at the first one missing.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, with the answers the chat opened with
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const given: Answers = { ...initialAnswers, language };
    const replayed = answeredSteps(given);
    for (const step of replayed) {
      push({ from: 'bot', text: questionText(step, given) });
      push({ from: 'user', text: answerText(step, given) });
    }
    setAnswerCount(replayed.length);
    const next = nextStep(replayed.at(-1) ?? null, given);
    if (next) ask(next, given, 0);
  }, [ask, language]);

  // Keyboard users land on the new question's first control; the log follows the conversation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new messages are the trigger, not an input
  useEffect(() => {
    logEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [messages, inputsVisible]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step or the free-text field is the trigger
  useEffect(() => {
    if (!inputsVisible) return;
    const first = inputArea.current?.querySelector<HTMLElement>('input, button');
    first?.focus();
  }, [inputsVisible, step, otherOpen]);

  const startGeneration = useCallback(
    (finalAnswers: Answers) => {
      setStep(null);
      push({ from: 'bot', text: t`Perfect! I'm writing your plan now. You can watch it take shape below.` });
      generation.start(finalAnswers);
    },
    [generation, push, t],
  );

  useEffect(() => {
    if (generation.state.status !== 'failed') return;
    const description = errorText(
      generation.state.error,
      t`Unable to connect to the server. Please try again.`,
    );
    showToast({ title: t`Something went wrong. Please try again.`, description, variant: 'destructive' });
    push({ from: 'bot', text: description, tone: 'error' });
  }, [generation.state, push, t]);

  function answer(value: string | string[] | boolean, display: string) {
    if (!step) return;
    const nextAnswers = applyAnswer(answers, step, value);
    push({ from: 'user', text: display });
    setAnswers(nextAnswers);
    onAnswersChange?.(nextAnswers);
    setAnswerCount((count) => count + 1);
    setText('');
    setOtherOpen(false);
    setEquipment([]);
    const next = nextStep(step, nextAnswers);
    setStep(null);
    setInputsVisible(false);
    if (next) ask(next, nextAnswers, BOT_REPLY_DELAY_MS);
    else later(BOT_REPLY_DELAY_MS, () => startGeneration(nextAnswers));
  }

  function skip() {
    if (!step) return;
    const current = step;
    push({ from: 'user', text: t`Skip` });
    setAnswerCount((count) => count + 1);
    setText('');
    setOtherOpen(false);
    const next = nextStep(current, answers);
    setStep(null);
    setInputsVisible(false);
    if (next) ask(next, answers, BOT_REPLY_DELAY_MS);
    else later(BOT_REPLY_DELAY_MS, () => startGeneration(answers));
  }

  function submitText(event: FormEvent) {
    event.preventDefault();
    if (!step) return;
    if (otherOpen) {
      const value = otherValue(text);
      if (value) answer(value, text.trim());
      return;
    }
    const accepted = acceptText(step, text);
    if (accepted === null) {
      if (text.trim() && step === 'email')
        showToast({ title: t`Please enter a valid email address`, variant: 'destructive' });
      if (text.trim() && step === 'age')
        showToast({ title: t`Please enter an age between 13 and 100`, variant: 'destructive' });
      return;
    }
    answer(accepted, accepted || t`(no notes)`);
  }

  const options =
    step === 'equipment'
      ? (EQUIPMENT_BY_LOCATION[String(answers.workoutLocation)] ?? [])
      : step
        ? OPTIONS[step]
        : undefined;
  const optionLabel = (value: string) => (step ? choiceLabel(step, value) : value);
  const running = generation.state.status === 'running';

  return (
    <Stack gap="sm" h="100%">
      <Progress
        value={running || generation.state.status === 'done' ? 100 : progressPercent(answerCount)}
        aria-label={t`Questionnaire progress`}
        size="sm"
      />
      <ScrollArea.Autosize mah="min(60vh, 560px)" type="auto" offsetScrollbars>
        <Stack gap="xs" role="log" aria-live="polite" aria-label={t`Conversation with your coach`} p={2}>
          {messages.map((message) => (
            <Box
              key={message.id}
              style={{ alignSelf: message.from === 'user' ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
            >
              <Paper
                px="md"
                py="xs"
                radius="lg"
                bg={
                  message.tone === 'error' || message.tone === 'clearance'
                    ? 'var(--mantine-color-red-light)'
                    : message.from === 'user'
                      ? 'var(--mantine-primary-color-filled)'
                      : 'var(--mantine-color-default-hover)'
                }
                c={message.from === 'user' ? 'white' : undefined}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  <span className="visually-hidden">{message.from === 'user' ? t`You:` : t`Coach:`} </span>
                  {message.text}
                </Text>
              </Paper>
            </Box>
          ))}
          <div ref={logEnd} />
        </Stack>
      </ScrollArea.Autosize>

      {waitingPlan && (
        <Group>
          <Button
            component="a"
            ref={openPlan}
            href={localizedPath(language, `/plan/${waitingPlan.plan.id}`)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              // A plain click saves the plan to this device and opens it, as a plan without a notice does.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onGenerated(waitingPlan.plan, waitingPlan.managementKey);
            }}
          >
            <Trans>Open your plan</Trans>
          </Button>
        </Group>
      )}

      {generation.state.status !== 'idle' && (
        <GenerationPanel state={generation.state} onRetry={() => generation.start(answers)} />
      )}

      {step && inputsVisible && (
        <Box ref={inputArea}>
          {step === 'agreeToTerms' ? (
            <Group>
              <Checkbox
                label={t`I have read the safety note: this plan is not medical advice, and I will stop if I feel pain, dizziness or chest discomfort.`}
                checked={terms}
                onChange={(event) => setTerms(event.currentTarget.checked)}
              />
              <Button onClick={() => answer(terms, terms ? t`I agree` : t`I don't agree`)}>
                <Trans>Continue</Trans>
              </Button>
            </Group>
          ) : options && !otherOpen ? (
            <Stack gap="xs">
              <Group gap="xs" role="group" aria-label={t`Choices`}>
                {options.map((value) => {
                  const selected = equipment.includes(value);
                  const hint = step === 'fitnessLevel' ? levelHint(i18n, value) : null;
                  return (
                    <Button
                      key={value}
                      // A long label wraps inside the button instead of being cut at 390 px.
                      h="auto"
                      mih={36}
                      py={6}
                      maw="100%"
                      styles={{
                        label: {
                          whiteSpace: 'normal',
                          textAlign: 'start',
                          display: 'block',
                          // Mantine trims the label's box to the letters and hides what is outside, which
                          // cuts the descenders of a second line.
                          overflow: 'visible',
                          textBoxTrim: 'none',
                        },
                      }}
                      variant={selected ? 'filled' : 'light'}
                      // The level's name names the button; its description is read after it.
                      aria-label={hint ? optionLabel(value) : undefined}
                      aria-describedby={hint ? `level-hint-${value}` : undefined}
                      aria-pressed={step === 'equipment' ? selected : undefined}
                      onClick={() => {
                        if (value === 'other') setOtherOpen(true);
                        else if (step === 'equipment')
                          setEquipment((current) => toggleEquipment(current, value));
                        else answer(value, optionLabel(value));
                      }}
                    >
                      {optionLabel(value)}
                      {hint && (
                        <Text span id={`level-hint-${value}`} display="block" size="xs" fw={400}>
                          {hint}
                        </Text>
                      )}
                    </Button>
                  );
                })}
              </Group>
              <Group gap="xs">
                {step === 'equipment' && (
                  <Button
                    disabled={equipment.length === 0}
                    onClick={() =>
                      answer(equipment, equipment.map((value) => answerLabel(i18n, value)).join(', '))
                    }
                  >
                    <Trans>Continue</Trans>
                  </Button>
                )}
                <Button variant="subtle" onClick={skip}>
                  <Trans>Skip</Trans>
                </Button>
              </Group>
            </Stack>
          ) : (
            <form onSubmit={submitText}>
              <Group gap="xs" align="end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={otherOpen ? t`Your answer` : questionText(step, answers)}
                  labelProps={{ className: 'visually-hidden' }}
                  placeholder={
                    otherOpen
                      ? t`Type your answer`
                      : step === 'email'
                        ? 'you@example.com'
                        : step === 'age'
                          ? '30'
                          : t`Type your answer`
                  }
                  type={
                    step === 'email' && !otherOpen
                      ? 'email'
                      : step === 'age' && !otherOpen
                        ? 'number'
                        : 'text'
                  }
                  inputMode={step === 'age' && !otherOpen ? 'numeric' : undefined}
                  value={text}
                  maxLength={step === 'additionalNotes' ? 1000 : step === 'injuryDetails' ? 500 : 200}
                  onChange={(event) => setText(event.currentTarget.value)}
                />
                <Button type="submit" disabled={otherOpen && !text.trim()}>
                  <Trans>Send</Trans>
                </Button>
                {(TEXT_STEPS.includes(step) || otherOpen) && step !== 'additionalNotes' && (
                  <Button variant="subtle" onClick={skip}>
                    <Trans>Skip</Trans>
                  </Button>
                )}
              </Group>
            </form>
          )}
        </Box>
      )}
    </Stack>
  );
}

const STAGE_LABELS = { reading: 0, selecting: 1, writing: 2, checking: 3, saving: 4 } as const;

export function GenerationPanel({
  state,
  onRetry,
}: {
  state: ReturnType<typeof useGeneration>['state'];
  onRetry(): void;
}) {
  const { t } = useLingui();
  const exerciseCount = (count: number) => t`${count} exercises`;
  const stageText: Record<keyof typeof STAGE_LABELS, string> = {
    reading: t`Reading your answers`,
    selecting: t`Choosing exercises that fit you`,
    writing: t`Writing your plan`,
    checking: t`Checking the plan against the training rules`,
    saving: t`Saving your plan`,
  };
  if (state.status === 'failed') {
    return (
      <Alert color="red" title={t`Something went wrong. Please try again.`}>
        <Button mt="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (state.status !== 'running') return null;
  const stage = stageText[state.stage as keyof typeof STAGE_LABELS] ?? stageText.writing;
  return (
    <Paper withBorder p="md" radius="md" aria-busy="true">
      <Group gap="xs" mb="xs">
        <Loader size="xs" />
        <Text size="sm" fw={600} aria-live="polite">
          {stage}
        </Text>
      </Group>
      <Progress value={Math.round(state.progress * 100)} aria-label={t`Plan generation progress`} animated />
      {state.overview && (
        <Text size="sm" mt="sm">
          {state.overview}
        </Text>
      )}
      {state.days.length > 0 && (
        <Stack gap={4} mt="sm">
          <Title order={3} size="h6">
            <Trans>Your week so far</Trans>
          </Title>
          {state.days.map((day) => (
            <Text key={day.name} size="sm">
              <strong>{day.name}</strong>: {day.focus}
              {day.exercises.length > 0 ? ` · ${exerciseCount(day.exercises.length)}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
