import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EARLY_TESTER_CONFIRM_KEY } from '../../../contract/earlyTesters';
import { MEDIA_COUNTS } from '../../../contract/exerciseMedia';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { withLabelMessages, withPageMessages } from '../../lib/i18n';
import { localizedPath, useLanguage } from '../../lib/language';
import { useSiteInfo } from '../../lib/siteQueries';
import { useLoadedWhen } from '../../lib/useLoadedWhen';
import { ExampleWeek } from './ExampleWeek';

// Its errors are sentences of the `labels` catalogue.
const loadEarlyTesterDialog = withLabelMessages(() =>
  import('./EarlyTesterDialog').then((module) => ({ default: module.EarlyTesterDialog })),
);

// The example shows a plan, whose text is in the `pages` catalogue.
const loadExampleModal = withPageMessages(() => import('./ExampleModal'));
// Below the fold: its tabs, ratings and skeletons load as the visitor nears it, with the answer labels
// its plan cards show (the `labels` catalogue).
const Showcase = lazy(
  withLabelMessages(() => import('./Showcase').then((module) => ({ default: module.Showcase }))),
);
const SHOWCASE_HEIGHT = 420;
// Only where a promotional video is configured; otherwise the hero shows the example plan.
const PromoVideo = lazy(() => import('./PromoVideo').then((module) => ({ default: module.PromoVideo })));

function Poster() {
  const { t } = useLingui();
  return (
    <svg
      viewBox="0 0 640 360"
      role="img"
      aria-label={t`Illustration: a person training with a plan on a phone`}
      style={{ width: '100%', height: '100%' }}
    >
      <rect width="640" height="360" rx="16" fill="var(--mantine-color-blue-light)" />
      <circle cx="470" cy="170" r="110" fill="var(--mantine-color-blue-filled)" opacity="0.15" />
      <rect
        x="120"
        y="70"
        width="150"
        height="230"
        rx="18"
        fill="var(--mantine-color-body)"
        stroke="var(--mantine-color-blue-filled)"
        strokeWidth="6"
      />
      {[0, 1, 2, 3].map((row) => (
        <rect
          key={row}
          x="145"
          y={110 + row * 40}
          width={row % 2 ? 80 : 100}
          height="14"
          rx="7"
          fill="var(--mantine-color-blue-filled)"
          opacity={0.7 - row * 0.12}
        />
      ))}
      <g fill="var(--mantine-color-blue-filled)">
        <circle cx="460" cy="120" r="22" />
        <rect x="445" y="148" width="30" height="80" rx="14" />
        <rect x="380" y="160" width="160" height="14" rx="7" />
        <rect x="360" y="146" width="20" height="42" rx="6" />
        <rect x="540" y="146" width="20" height="42" rx="6" />
        <rect x="440" y="220" width="14" height="70" rx="7" />
        <rect x="466" y="220" width="14" height="70" rx="7" />
      </g>
    </svg>
  );
}

export function Landing({ onStart }: { onStart(): void }) {
  const { t } = useLingui();
  const language = useLanguage();
  // The calls to action are links: on the server-drawn page a tap before the scripts have started still
  // opens the questionnaire, by loading its address.
  const startLink = {
    component: Link,
    to: `${localizedPath(language)}?create=true`,
    onClick: () => window.scrollTo({ top: 0 }),
  } as const;
  const site = useSiteInfo();
  const [exampleOpen, setExampleOpen] = useState(false);
  const [betaOpen, setBetaOpen] = useState(false);
  // The emailed confirmation link opens this page with `#confirm-beta=<token>` (src/contract/earlyTesters.ts):
  // the dialog confirms the sign-up. The fragment is read once and removed from the address bar.
  const [confirmToken, setConfirmToken] = useState<string | null>(null);
  useEffect(() => {
    const prefix = `#${EARLY_TESTER_CONFIRM_KEY}=`;
    if (!window.location.hash.startsWith(prefix)) return;
    setConfirmToken(window.location.hash.slice(prefix.length));
    setBetaOpen(true);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, []);
  const EarlyTesterDialog = useLoadedWhen(betaOpen, loadEarlyTesterDialog);
  const ExampleModal = useLoadedWhen(exampleOpen, loadExampleModal);
  const betaEnd = site.data?.betaEndDate;
  const betaActive = Boolean(betaEnd && new Date(`${betaEnd}T23:59:59`) > new Date());
  const betaEndText = betaEnd
    ? new Date(`${betaEnd}T12:00:00`).toLocaleDateString(language, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })
    : '';
  const plansThisWeek = site.data?.plansThisWeek;

  const benefits = [
    {
      title: t`Personalised`,
      text: t`Built from your goal, level, time, equipment and injuries, following published training guidelines.`,
    },
    {
      title: t`Four-week progression`,
      text: t`More reps, then more load, then a lighter week: the plan grows with you.`,
    },
    {
      title: t`Form cues for every exercise`,
      text: t`A moving demonstration and written cues for all ${MEDIA_COUNTS.exercises} exercises, line drawings of ${MEDIA_COUNTS.drawings} and checked videos of ${MEDIA_COUNTS.videos}, so you know how each movement should look.`,
    },
    {
      title: t`No account`,
      text: t`Your plan lives at a private link. Share it, print it, or train it with friends.`,
    },
  ];
  const faqs = [
    {
      q: t`Is it really free?`,
      a: t`Yes. There is no account, no subscription and no credit card. The plan is yours at its link.`,
    },
    {
      q: t`How is my plan made?`,
      a: t`A coach built on published guidelines (ACSM, NSCA, WHO) picks exercises you can do where you train, fits sets and rest to your minutes, and checks the plan against its rules before you see it.`,
    },
    {
      q: t`Can I train around an injury?`,
      a: t`Tell the chat where it hurts. The coach avoids movements that load it and prefers safer alternatives, and says so when it cannot interpret what you wrote. It is not medical advice.`,
    },
    {
      q: t`What if I have no equipment?`,
      a: t`Choose home or anywhere and tick none: you get a complete bodyweight plan.`,
    },
    {
      q: t`Can I train with friends?`,
      a: t`Yes. Generate the 4-week progression, create a challenge, share its link, and track everyone's progress.`,
    },
  ];

  return (
    <Box>
      {betaActive && (
        <Text bg="var(--mantine-color-blue-filled)" c="white" ta="center" py={6} data-testid="beta-banner">
          <Trans>Free during the beta, until {betaEndText}.</Trans>
        </Text>
      )}
      <Container size="lg" py={48}>
        <Stack gap={64}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
            <Stack gap="lg">
              {/* Scales down on narrow phones, where a long Spanish word would otherwise touch the edge. */}
              <Title order={1} lh={1.1} style={{ fontSize: 'clamp(2rem, 9vw, 2.75rem)' }}>
                <Trans>Your personal workout plan, written in two minutes</Trans>
              </Title>
              <Text size="lg" c="dimmed">
                <Trans>
                  Answer a short chat about your goal, time, equipment and injuries, and get an evidence-based
                  plan you can share, print and train with friends.
                </Trans>
              </Text>
              <List spacing="xs">
                <List.Item>
                  <Trans>Personalised to your level, schedule and equipment</Trans>
                </List.Item>
                <List.Item>
                  {/* What is true (src/contract/exerciseMedia.ts): cues everywhere, pictures and videos where they match. */}
                  {t`A demonstration and form cues for every exercise, with drawings for ${MEDIA_COUNTS.drawings} and videos for ${MEDIA_COUNTS.videos} of the ${MEDIA_COUNTS.exercises}`}
                </List.Item>
                <List.Item>
                  <Trans>No account: your plan's link is the key</Trans>
                </List.Item>
              </List>
              <Group gap="xs">
                <Badge
                  size="lg"
                  variant="light"
                  color="teal"
                  h="auto"
                  py={4}
                  styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                >
                  <Trans>Free access, no credit card</Trans>
                </Badge>
                {site.data?.awardUrl && (
                  <Badge
                    component="a"
                    href={site.data.awardUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="lg"
                    variant="outline"
                    style={{ cursor: 'pointer' }}
                  >
                    <Trans>Featured project</Trans>
                  </Badge>
                )}
              </Group>
              <Group>
                <Button size="lg" {...startLink}>
                  <Trans>Get Started</Trans>
                </Button>
                <Button size="lg" variant="default" onClick={() => setExampleOpen(true)}>
                  <Trans>See Example</Trans>
                </Button>
              </Group>
              {plansThisWeek !== undefined && plansThisWeek > 0 && (
                <Text size="sm" c="dimmed" data-testid="plans-this-week">
                  <Plural
                    value={plansThisWeek}
                    one="# plan created in the last 7 days"
                    other="# plans created in the last 7 days"
                  />
                </Text>
              )}
            </Stack>
            {/* Without a promotional video, the hero shows the product: a real plan's week. */}
            {site.data?.promoVideoId ? (
              <Suspense fallback={<Box style={{ aspectRatio: '16 / 9' }} />}>
                <PromoVideo videoId={site.data.promoVideoId} />
              </Suspense>
            ) : (
              <ExampleWeek />
            )}
          </SimpleGrid>

          <Paper withBorder p="lg" radius="md">
            <Group justify="space-between">
              <Text>
                <Trans>Want early access to new features? Join the beta testers.</Trans>
              </Text>
              <Button variant="light" onClick={() => setBetaOpen(true)}>
                <Trans>Join Beta</Trans>
              </Button>
            </Group>
          </Paper>

          <Stack component="section" aria-labelledby="benefits-heading">
            <Title order={2} id="benefits-heading">
              <Trans>Why people use it</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {benefits.map((benefit, index) => (
                <Card key={benefit.title} withBorder radius="md" padding="lg">
                  <ThemeIcon variant="light" size="lg" radius="xl" mb="sm" aria-hidden="true">
                    {index + 1}
                  </ThemeIcon>
                  <Title order={3} size="h5" mb={4}>
                    {benefit.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {benefit.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>

          <WhenNearViewport minHeight={SHOWCASE_HEIGHT}>
            <Showcase />
          </WhenNearViewport>

          <Stack component="section" aria-labelledby="popular-heading">
            <Title order={2} id="popular-heading">
              <Trans>Popular plans</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {[
                {
                  badge: t`Strength`,
                  title: t`Full-body strength, 3 days`,
                  text: t`Squat, hinge, push and pull twice a week with steady progression.`,
                },
                {
                  badge: t`HIIT`,
                  title: t`High-intensity intervals, 20-30 minutes`,
                  text: t`Work-rest intervals that start at 1:2 and tighten over four weeks.`,
                },
              ].map((featured) => (
                <Card key={featured.title} withBorder radius="md" padding="lg">
                  <Card.Section>
                    {/* CSS's own aspect-ratio: Mantine's AspectRatio would be one more script on this page. */}
                    <Box style={{ aspectRatio: '3' }}>
                      <Poster />
                    </Box>
                  </Card.Section>
                  <Badge mt="md" variant="light">
                    {featured.badge}
                  </Badge>
                  <Title order={3} size="h4" mt="xs">
                    {featured.title}
                  </Title>
                  <Text size="sm" c="dimmed" my="sm">
                    {featured.text}
                  </Text>
                  <Button {...startLink} variant="light">
                    <Trans>Generate Now</Trans>
                  </Button>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack component="section" aria-labelledby="faq-heading">
            <Title order={2} id="faq-heading">
              <Trans>Questions</Trans>
            </Title>
            {/* The browser's own disclosure widget: it opens before the scripts have started, needs none of
                them, and one name keeps a single answer open at a time. */}
            <Stack gap="sm">
              {faqs.map((faq) => (
                <details key={faq.q} name="faq" className="faq-item">
                  <summary>{faq.q}</summary>
                  <Text className="faq-answer">{faq.a}</Text>
                </details>
              ))}
            </Stack>
          </Stack>

          <Paper radius="lg" p="xl" bg="var(--mantine-primary-color-light)" ta="center">
            <Title order={2}>
              <Trans>Ready when you are</Trans>
            </Title>
            <Text my="sm">
              <Trans>No credit card. No account. Two minutes.</Trans>
            </Text>
            <Button size="lg" {...startLink}>
              <Trans>Get Started</Trans>
            </Button>
          </Paper>

          <Stack component="section" aria-labelledby="about-heading" gap="xs">
            <Title order={2} id="about-heading">
              <Trans>About</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>
                Workout Coach is an independent, open project. Its coach follows the ACSM and NSCA guidelines
                and the WHO activity recommendations, and it never invents numbers: every figure on this site
                comes from its database.
              </Trans>
            </Text>
            {site.data?.socialUrls.map((url) => (
              <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer" size="sm">
                {url}
              </Anchor>
            ))}
          </Stack>
        </Stack>
      </Container>
      {EarlyTesterDialog && (
        <EarlyTesterDialog
          opened={betaOpen}
          confirmToken={confirmToken}
          onClose={() => {
            setBetaOpen(false);
            setConfirmToken(null);
          }}
        />
      )}
      {ExampleModal && (
        <ExampleModal
          opened={exampleOpen}
          onClose={() => setExampleOpen(false)}
          onCreate={() => {
            setExampleOpen(false);
            onStart();
          }}
        />
      )}
    </Box>
  );
}
