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
import { ANSWER_LIMITS, type AnswerProblem } from '../../../contract/answers';
import { HEALTH_CONDITIONS, type HealthCondition } from '../../../contract/screeningQuestions';
import type { OnboardingEmail, WorkoutPlan } from '../../../contract/workout';
import { answerLabel, answerProblemText } from '../../lib/answerLabels';
import { errorText } from '../../lib/errors';
import { localizedPath, useLanguage } from '../../lib/language';
import { showToast } from '../../lib/toast';
import { clearDraft, readDraft, saveDraftHistory } from './answersDraft';
import { emailedText } from './emailed';
import { levelHint } from './levelHints';
import { ScreenChecklist } from './ScreenChecklist';
import { conditionLabel, followUpQuestion, parqLabel, quickAnswerLabel } from './screeningLabels';
import { parqYes, QUICK_ANSWERS } from './screeningSteps';
import {
  type Answers,
  acceptOther,
  acceptText,
  answeredSteps,
  applyAnswer,
  BOT_REPLY_DELAY_MS,
  changeableSteps,
  currentFollowUp,
  displayName,
  EQUIPMENT_BY_LOCATION,
  firstProblemStep,
  nextStep,
  normalizeAnswers,
  type OnboardingProps,
  OPTIONS,
  OPTIONS_DELAY_MS,
  openFollowUpStep,
  progressPercent,
  refusedFields,
  requestOf,
  type StepId,
  stepOfField,
  toggleEquipment,
  withoutAnswer,
  withSkipped,
} from './script';
import { useGeneration } from './useGeneration';
import { useHealthTextCheck } from './useHealthTextCheck';

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
  const { t, i18n } = useLingui();
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
      case 'parq':
        return t`A few health questions a good coach asks before training anyone. Tick each one that is true for you.`;
      case 'conditions':
        return t`Does any of these apply to you now? Each one changes what a safe plan looks like.`;
      case 'screeningFollowUp':
      case 'healthTextFollowUp': {
        const key = currentFollowUp(step, answers);
        return key ? followUpQuestion(i18n, key) : '';
      }
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

function useStepTitle() {
  const { t } = useLingui();
  return (step: StepId): string => {
    switch (step) {
      case 'name':
        return t`Name`;
      case 'gender':
        return t`Gender`;
      case 'age':
        return t`Age`;
      case 'fitnessLevel':
        return t`Fitness level`;
      case 'fitnessGoal':
        return t`Main goal`;
      case 'workoutDays':
        return t`Days per week`;
      case 'workoutTime':
        return t`Minutes per session`;
      case 'workoutLocation':
        return t`Place`;
      case 'equipment':
        return t`Equipment`;
      case 'hasInjuries':
        return t`Any injuries or pain?`;
      case 'injuryDetails':
        return t`Where does it hurt, and since when?`;
      case 'parq':
        return t`Health questions`;
      case 'conditions':
        return t`Life stages and conditions`;
      case 'screeningFollowUp':
      case 'healthTextFollowUp':
        return t`Health follow-up`;
      case 'workoutStyle':
        return t`Training style`;
      case 'focusArea':
        return t`Focus area`;
      case 'additionalNotes':
        return t`Notes`;
      case 'listed':
        return t`Community`;
      case 'agreeToTerms':
        return t`Safety note`;
      case 'email':
        return t`Email`;
    }
  };
}

const TEXT_STEPS: StepId[] = ['name', 'age', 'injuryDetails', 'additionalNotes', 'email'];
/** The longest answer each typed step keeps (src/contract/answers.ts). */
const TEXT_MAX: Partial<Record<StepId, number>> = {
  name: ANSWER_LIMITS.name,
  email: ANSWER_LIMITS.email,
  injuryDetails: ANSWER_LIMITS.injuryDetails,
  additionalNotes: ANSWER_LIMITS.additionalNotes,
};
const CHOICE_STEPS = [
  'gender',
  'fitnessLevel',
  'fitnessGoal',
  'workoutLocation',
  'workoutStyle',
  'focusArea',
  'equipment',
] as const;
type ChoiceStep = (typeof CHOICE_STEPS)[number];
const isChoiceStep = (step: StepId): step is ChoiceStep => (CHOICE_STEPS as readonly string[]).includes(step);

/** The scripted conversation; answers brought from the form are replayed and the rest asked. */
export function ChatOnboarding({ onGenerated, initialAnswers = {}, onAnswersChange }: OnboardingProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const questionText = useQuestionText();
  const stepTitle = useStepTitle();
  const [answers, setAnswers] = useState<Answers>({ ...normalizeAnswers(initialAnswers), language });
  const [step, setStep] = useState<StepId | null>(null);
  const [inputsVisible, setInputsVisible] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const [answerCount, setAnswerCount] = useState(0);
  const [text, setText] = useState('');
  const [otherOpen, setOtherOpen] = useState(false);
  const [equipment, setEquipment] = useState<string[]>([]);
  const [terms, setTerms] = useState(false);
  /** What is wrong with the answer being typed, shown beside the field (and read out with it). */
  const [problem, setProblem] = useState<string | null>(null);
  /**
   * Set while the visitor changes an answer after generation failed: once it is given, the chat goes
   * to the next answer the server would refuse, or straight back to writing the plan.
   */
  const editing = useRef(false);
  /** Whether generation failed for a reason no answer explains (then trying again makes sense). */
  const [changeOpen, setChangeOpen] = useState(false);
  /** Starting over clears every answer on this device, so it asks once more first. */
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);
  const nextId = useRef(0);
  const timers = useRef<number[]>([]);
  /**
   * The answers as they were before each step answered, newest last, so "Previous question" can go back one
   * step at a time; kept on this device with the answers (answersDraft.ts), so a reload can go back too.
   */
  const history = useRef<Answers[]>(readDraft().history);
  const remember = useCallback((before: Answers) => {
    history.current = [...history.current, before];
    saveDraftHistory(history.current);
  }, []);
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
  const [waitingPlan, setWaitingPlan] = useState<{
    plan: WorkoutPlan;
    managementKey: string | null;
    emailed: OnboardingEmail | null;
  } | null>(null);
  const onDone = useCallback(
    (plan: WorkoutPlan, managementKey: string | null, emailed: OnboardingEmail | null) => {
      // The coach says what became of the onboarding email; the plan page says it again, where the
      // visitor lands (docs/product.md, its departure "Plan by email").
      if (emailed) push({ from: 'bot', text: emailedText(i18n, emailed) });
      const message = screeningMessage(i18n, plan);
      // An adapted plan opens at once (its page says how, first); a plan that asks for a professional's
      // clearance waits until the visitor has read why.
      if (!message) {
        onGenerated(plan, managementKey, emailed);
        return;
      }
      push(message);
      setWaitingPlan({ plan, managementKey, emailed });
    },
    [onGenerated, push, i18n],
  );
  const generation = useGeneration(onDone);
  const checkHealthText = useHealthTextCheck();
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
          : forStep === 'hasInjuries'
            ? value === 'yes'
              ? t`Yes`
              : t`No`
            : forStep === 'screeningFollowUp' || forStep === 'healthTextFollowUp'
              ? quickAnswerLabel(i18n, currentFollowUp(forStep, answers) ?? 'controlled', value)
              : isChoiceStep(forStep)
                ? // The visitor's own words are theirs to read back in their own chat.
                  answerLabel(i18n, forStep, value, { own: true, option: true })
                : value;

  /** An answer brought from the form, as the visitor's chat bubble shows it. */
  const answerText = (forStep: StepId, given: Answers): string => {
    const value = given[forStep as keyof Answers];
    if (forStep === 'listed') return choiceLabel(forStep, value === true ? 'yes' : 'no');
    if (given.skipped?.includes(forStep)) return t`Skip`;
    if (forStep === 'parq' || forStep === 'conditions') {
      const picked =
        forStep === 'parq'
          ? parqYes(given.screening).map((question) => parqLabel(i18n, question))
          : (given.screening?.conditions ?? [])
              .filter((condition): condition is HealthCondition =>
                (HEALTH_CONDITIONS as readonly string[]).includes(condition),
              )
              .map((condition) => conditionLabel(i18n, condition));
      return picked.length ? picked.join('; ') : t`None of these`;
    }
    if (Array.isArray(value)) return value.map((item) => choiceLabel(forStep, item)).join(', ');
    // The chat stores '45 minutes', the form '45'.
    if (forStep === 'workoutTime') return choiceLabel(forStep, String(Number.parseInt(String(value), 10)));
    return OPTIONS[forStep] ? choiceLabel(forStep, String(value)) : String(value);
  };

  /**
   * Shows the conversation the answers make (each question with its answer) and asks the first step not
   * yet answered: how the chat opens with answers from the form or from this device, goes back a step and
   * starts over.
   */
  const replay = (given: Answers) => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
    editing.current = false;
    setChangeOpen(false);
    setConfirmingStartOver(false);
    setMessages([]);
    setText('');
    setProblem(null);
    setOtherOpen(false);
    setEquipment([]);
    setTerms(false);
    setStep(null);
    setAnswers(given);
    const replayed = answeredSteps(given);
    for (const step of replayed) {
      push({ from: 'bot', text: questionText(step, given) });
      push({ from: 'user', text: answerText(step, given) });
    }
    setAnswerCount(replayed.length);
    const next = nextStep(replayed.at(-1) ?? null, given);
    if (next) ask(next, given, 0);
  };

  /** Back one step: the answers as they were before the last step answered, that step asked again. */
  function previousQuestion() {
    const before = history.current.at(-1);
    if (!before) return;
    history.current = history.current.slice(0, -1);
    saveDraftHistory(history.current);
    const given = { ...before, language };
    onAnswersChange?.(given);
    replay(given);
  }

  /** Forgets every answer on this device and asks the first question again. */
  function startOver() {
    history.current = [];
    clearDraft();
    const given: Answers = { language };
    onAnswersChange?.(given);
    replay(given);
  }

  // Welcome: the first question now, its input 500 ms later. Answers brought from the form or kept on this
  // device are replayed as the conversation so far, and the chat carries on at the first one missing.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, with the answers the chat opened with
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    replay({ ...normalizeAnswers(initialAnswers), language });
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

  /** Asks a step again so the visitor can change its answer; then the chat goes back to the plan. */
  const askAgain = useCallback(
    (again: StepId, current: Answers, delay: number) => {
      editing.current = true;
      setChangeOpen(false);
      ask(again, current, delay);
    },
    [ask],
  );

  const startGeneration = useCallback(
    (finalAnswers: Answers) => {
      // Never send what the server would refuse: an answer brought from elsewhere is fixed at its step.
      const wrong = firstProblemStep(finalAnswers);
      if (wrong) {
        push({ from: 'bot', text: t`One answer needs a change before I can write your plan.` });
        askAgain(wrong, finalAnswers, BOT_REPLY_DELAY_MS);
        return;
      }
      editing.current = false;
      setStep(null);
      push({ from: 'bot', text: t`Perfect! I'm writing your plan now. You can watch it take shape below.` });
      generation.start(requestOf(finalAnswers));
    },
    [generation, push, t, askAgain],
  );

  // A failure the visitor can fix leads back to the step that asks for it, never to the same request again.
  const failure = generation.state.status === 'failed' ? generation.state.error : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure is the trigger
  useEffect(() => {
    if (!failure) return;
    const refused = refusedFields(failure)
      .map(stepOfField)
      .find((found): found is StepId => found !== null);
    if (refused) {
      push({
        from: 'bot',
        text: t`I couldn't use one of your answers. Let's change it: I'll ask that question again.`,
        tone: 'error',
      });
      askAgain(refused, answers, BOT_REPLY_DELAY_MS);
      return;
    }
    const description = errorText(failure, t`Unable to connect to the server. Please try again.`);
    showToast({ title: t`Something went wrong. Please try again.`, description, variant: 'destructive' });
    push({ from: 'bot', text: description, tone: 'error' });
  }, [failure]);

  const given = answers;
  function answer(value: string | string[] | boolean, display: string) {
    if (!step) return;
    if (!editing.current) remember(answers);
    const nextAnswers = applyAnswer(answers, step, value);
    push({ from: 'user', text: display });
    setAnswers(nextAnswers);
    onAnswersChange?.(nextAnswers);
    setAnswerCount((count) => count + 1);
    setText('');
    setProblem(null);
    setOtherOpen(false);
    setEquipment([]);
    setStep(null);
    setInputsVisible(false);
    if (step === 'additionalNotes' && !editing.current) {
      // The coach reads what the visitor wrote about their health before asking on: text it cannot place
      // gets a short follow-up instead of a guess (docs/coaching.md "Screening before prescribing").
      void checkHealthText(nextAnswers).then((asked) => {
        const checked = { ...nextAnswers, healthTextFollowUps: asked };
        setAnswers(checked);
        onAnswersChange?.(checked);
        carryOn(step, checked);
      });
      return;
    }
    carryOn(step, nextAnswers);
  }

  /** Asks the next step, or writes the plan when none is left. */
  function carryOn(answered: StepId, nextAnswers: Answers) {
    // Changing one answer after a failure: on to the next one to fix (or a follow-up the change opened),
    // or back to writing the plan.
    const next = editing.current
      ? (firstProblemStep(nextAnswers) ?? openFollowUpStep(nextAnswers))
      : nextStep(answered, nextAnswers);
    if (next) ask(next, nextAnswers, BOT_REPLY_DELAY_MS);
    else later(BOT_REPLY_DELAY_MS, () => startGeneration(nextAnswers));
  }

  function skip() {
    if (!step) return;
    const current = step;
    // Skipping a step being changed drops its answer, so the server's default applies instead; a step
    // skipped on the way is remembered as skipped, so a resumed chat does not ask it again.
    if (!editing.current) remember(given);
    const answers = editing.current ? withoutAnswer(given, current) : withSkipped(given, current);
    setAnswers(answers);
    onAnswersChange?.(answers);
    push({ from: 'user', text: t`Skip` });
    setAnswerCount((count) => count + 1);
    setText('');
    setProblem(null);
    setOtherOpen(false);
    const next = editing.current ? firstProblemStep(answers) : nextStep(current, answers);
    setStep(null);
    setInputsVisible(false);
    if (next) ask(next, answers, BOT_REPLY_DELAY_MS);
    else later(BOT_REPLY_DELAY_MS, () => startGeneration(answers));
  }

  function submitText(event: FormEvent) {
    event.preventDefault();
    if (!step) return;
    const accepted = otherOpen ? acceptOther(text) : acceptText(step, text);
    if (accepted === null) return;
    if ('problem' in accepted) {
      // Said beside the field, in the visitor's language, by the rule the server applies.
      const max = otherOpen ? ANSWER_LIMITS.otherText : TEXT_MAX[step];
      setProblem(answerProblemText(i18n, accepted.problem as AnswerProblem, max));
      return;
    }
    if (otherOpen && step === 'equipment') {
      // The visitor's own words join what they ticked; 'none' goes, since they named something.
      const ticked = equipment.filter((item) => item !== 'none');
      answer(
        [...ticked, accepted.value],
        [...ticked.map((item) => choiceLabel(step, item)), text.trim()].join(', '),
      );
      return;
    }
    answer(accepted.value, otherOpen ? text.trim() : accepted.value || t`(no notes)`);
  }

  const followUp = step ? currentFollowUp(step, answers) : null;
  const options =
    step === 'equipment'
      ? (EQUIPMENT_BY_LOCATION[String(answers.workoutLocation)] ?? [])
      : followUp
        ? QUICK_ANSWERS[followUp].map((option) => option.key)
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
      {/* Focusable, so a keyboard can scroll back through a conversation longer than its box. */}
      <ScrollArea.Autosize
        mah="min(60vh, 560px)"
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0 }}
      >
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
              onGenerated(waitingPlan.plan, waitingPlan.managementKey, waitingPlan.emailed);
            }}
          >
            <Trans>Open your plan</Trans>
          </Button>
        </Group>
      )}

      {/* While a step is asked again, the failure is behind the visitor: no panel, no retry of the same input. */}
      {generation.state.status !== 'idle' && !step && !refusedFields(failure).length && (
        <GenerationPanel
          state={generation.state}
          onRetry={() => startGeneration(answers)}
          onChange={() => setChangeOpen(true)}
        />
      )}

      {changeOpen && !step && (
        <Stack gap="xs">
          <Text size="sm" id="change-answer-heading">
            <Trans>Which answer do you want to change?</Trans>
          </Text>
          <Group gap="xs" role="group" aria-labelledby="change-answer-heading">
            {changeableSteps(answers).map((answered) => (
              <Button
                key={answered}
                variant="light"
                size="compact-sm"
                onClick={() => {
                  push({ from: 'user', text: stepTitle(answered) });
                  askAgain(answered, answers, BOT_REPLY_DELAY_MS);
                }}
              >
                {stepTitle(answered)}
              </Button>
            ))}
          </Group>
        </Stack>
      )}

      {step && inputsVisible && (
        <Box ref={inputArea}>
          {step === 'parq' || step === 'conditions' ? (
            <ScreenChecklist key={step} kind={step} onAnswer={(values, display) => answer(values, display)} />
          ) : step === 'agreeToTerms' ? (
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
                      answer(equipment, equipment.map((value) => choiceLabel(step, value)).join(', '))
                    }
                  >
                    <Trans>Continue</Trans>
                  </Button>
                )}
                {/* A follow-up has an answer for not knowing ("Not sure") where one makes sense; no skip. */}
                {!followUp && (
                  <Button variant="subtle" onClick={skip}>
                    <Trans>Skip</Trans>
                  </Button>
                )}
              </Group>
            </Stack>
          ) : (
            // noValidate: the chat checks the answer itself, by the server's rules, in the visitor's language.
            <form onSubmit={submitText} noValidate>
              {/* The field keeps at least 20rem: on a phone it takes the whole row (an email address stays readable at 390 px) and the buttons wrap below it. */}
              <Group gap="xs" align="end">
                <TextInput
                  style={{ flex: '1 1 20rem' }}
                  label={otherOpen ? t`Your answer` : questionText(step, answers)}
                  labelProps={{ className: 'visually-hidden' }}
                  placeholder={
                    otherOpen
                      ? t`Type your answer`
                      : step === 'email'
                        ? t`you@example.com`
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
                  maxLength={
                    otherOpen ? ANSWER_LIMITS.otherText : (TEXT_MAX[step] ?? ANSWER_LIMITS.otherText)
                  }
                  error={problem}
                  onChange={(event) => {
                    setText(event.currentTarget.value);
                    setProblem(null);
                  }}
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
          {/* Going back and starting over, under every question; neither is offered while an answer is being changed. */}
          {!editing.current && answerCount > 0 && (
            <Group gap="xs" mt="xs">
              {history.current.length > 0 && (
                <Button variant="subtle" size="compact-sm" onClick={previousQuestion}>
                  <Trans>Previous question</Trans>
                </Button>
              )}
              {confirmingStartOver ? (
                <>
                  <Text size="sm" id="start-over-question">
                    <Trans>Clear every answer and start again?</Trans>
                  </Text>
                  <Button
                    size="compact-sm"
                    color="red"
                    onClick={startOver}
                    aria-describedby="start-over-question"
                  >
                    <Trans>Yes, start over</Trans>
                  </Button>
                  <Button size="compact-sm" variant="default" onClick={() => setConfirmingStartOver(false)}>
                    <Trans>Keep my answers</Trans>
                  </Button>
                </>
              ) : (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  color="gray"
                  onClick={() => setConfirmingStartOver(true)}
                >
                  <Trans>Start over</Trans>
                </Button>
              )}
            </Group>
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
  onChange,
}: {
  state: ReturnType<typeof useGeneration>['state'];
  onRetry(): void;
  /** Offers to change an answer instead of sending the same ones again. */
  onChange?(): void;
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
        <Group mt="sm" gap="xs">
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          {onChange && (
            <Button variant="default" onClick={onChange}>
              <Trans>Change an answer</Trans>
            </Button>
          )}
        </Group>
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
