import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Paper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '../../contract/constants';
import type { OnboardingEmail, WorkoutPlan } from '../../contract/workout';
import { PageLoader } from '../components/PageLoader';
import { MOBILE_QUERY } from '../components/SiteHeader';
import { Landing } from '../features/landing/Landing';
import { clearDraft, readDraft, saveDraftAnswers } from '../features/onboarding/answersDraft';
import type { Answers } from '../features/onboarding/script';
import { readList, saveItem } from '../lib/deviceStorage';
import { withPageMessages } from '../lib/i18n';
import { localizedPath, useLanguage } from '../lib/language';
import { useDocumentTitle } from '../lib/useDocumentTitle';

// The landing page loads without the questionnaire; it arrives when the visitor starts.
const ChatOnboarding = lazy(
  withPageMessages(() =>
    import('../features/onboarding/ChatOnboarding').then((module) => ({ default: module.ChatOnboarding })),
  ),
);
const MobileOverlay = lazy(withPageMessages(() => import('../features/onboarding/MobileOverlay')));
const FormOnboarding = lazy(
  withPageMessages(() =>
    import('../features/onboarding/FormOnboarding').then((module) => ({ default: module.FormOnboarding })),
  ),
);

/** The device list's first name for a plan: the first sentence of its overview. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](\s|$)/.exec(text);
  return (match ? match[0] : text).trim().slice(0, 140);
}

/**
 * Home: the landing page, or the onboarding chat when ?create=true. On mobile the chat is a
 * full-screen overlay whose back button goes back in history; on desktop a centred section.
 * A finished plan opens at its own link, which is the result view.
 */
export function HomePage() {
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const creating = params.get('create') === 'true';
  const [useForm, setUseForm] = useState(false);
  // What the visitor has answered so far, in the chat or the form: switching between them keeps it, and so
  // does a reload or a closed tab until the plan is made (answersDraft.ts). The prerendered landing page
  // has no device to read from.
  const [answersSoFar, setAnswers] = useState<Answers>(() =>
    typeof window === 'undefined' ? {} : readDraft().answers,
  );
  const setAnswersSoFar = useCallback((answers: Answers) => {
    setAnswers(answers);
    saveDraftAnswers(answers);
  }, []);
  useDocumentTitle(creating ? t`Create your workout` : t`Free personalised workout plans`);

  const start = useCallback(() => {
    void navigate(`${localizedPath(language)}?create=true`);
    window.scrollTo({ top: 0 });
  }, [language, navigate]);

  const onGenerated = useCallback(
    (plan: WorkoutPlan, managementKey: string | null, emailed?: OnboardingEmail | null) => {
      // The plan is made: the answers that made it leave this device's draft (the plan page has them now).
      clearDraft();
      // A retry that found the plan already made brings no key: keep the one this device got first.
      const key =
        managementKey ?? readList(STORAGE_KEYS.workouts).find((item) => item.id === plan.id)?.managementKey;
      saveItem(STORAGE_KEYS.workouts, {
        id: plan.id,
        // A first name from the overview: the plan page, where the visitor lands next, renames it as its
        // heading (SavePlanButton), since the answers' labels are not loaded with the landing page.
        name: firstSentence(plan.overview),
        createdAt: plan.createdAt,
        focusArea: plan.focusArea,
        fitnessGoal: plan.fitnessGoal,
        listed: plan.listed,
        // The only copy of the key lives here; a retry that found the plan already made has none.
        ...(key ? { managementKey: key } : {}),
      });
      void navigate(localizedPath(language, `/plan/${plan.id}`), {
        replace: true,
        // The plan page repeats what the chat said about the onboarding email.
        state: { justCreated: true, emailed: emailed ?? null },
      });
      window.scrollTo({ top: 0 });
    },
    [language, navigate],
  );

  // Back goes back within the site; opened straight at ?create=true (no earlier page of ours in this
  // tab's history), it goes to the landing page in the same language instead of leaving the site.
  const back = () => {
    if (location.key === 'default') void navigate(localizedPath(language), { replace: true });
    else void navigate(-1);
  };

  if (!creating) return <Landing onStart={start} />;

  const loading = <PageLoader />;
  const chat = (
    <>
      <Suspense fallback={loading}>
        {useForm ? (
          <FormOnboarding
            onGenerated={onGenerated}
            initialAnswers={answersSoFar}
            onAnswersChange={setAnswersSoFar}
          />
        ) : (
          <ChatOnboarding
            onGenerated={onGenerated}
            initialAnswers={answersSoFar}
            onAnswersChange={setAnswersSoFar}
          />
        )}
      </Suspense>
      <Group justify="center" mt="sm">
        <Button variant="subtle" size="xs" onClick={() => setUseForm(!useForm)}>
          {useForm ? t`Prefer the chat?` : t`Prefer a form?`}
        </Button>
      </Group>
    </>
  );
  if (isMobile) {
    return (
      <Suspense fallback={loading}>
        <MobileOverlay onBack={back}>{chat}</MobileOverlay>
      </Suspense>
    );
  }
  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="create-heading">
        <Group justify="space-between" mb="sm">
          <Title order={1} size="h2" id="create-heading">
            <Trans>Create your workout</Trans>
          </Title>
          <Anchor
            component="button"
            type="button"
            onClick={() => void navigate(localizedPath(language))}
            size="sm"
          >
            <Trans>Back to home</Trans>
          </Anchor>
        </Group>
        {chat}
      </Paper>
    </Container>
  );
}
