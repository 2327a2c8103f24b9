import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlanCard } from '../../components/PlanCard';
import { PlanCardSkeleton } from '../../components/PlanCardSkeleton';
import { MOBILE_QUERY } from '../../components/SiteHeader';
import { useTRPC } from '../../lib/trpc';

/** Community showcase: recent and top-rated plans; 3 cards on mobile, 5 on desktop. Failures read as empty. */
export function Showcase() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const limit = isMobile ? 3 : 5;
  const [tab, setTab] = useState<string | null>('recent');
  const recent = useQuery(trpc.workouts.recent.queryOptions({ limit }));
  const topRated = useQuery(trpc.workouts.topRated.queryOptions({ limit }, { enabled: tab === 'top-rated' }));
  const active = tab === 'top-rated' ? topRated : recent;
  const plans = active.data ?? [];

  return (
    <Stack component="section" aria-labelledby="showcase-heading">
      <Title order={2} id="showcase-heading">
        <Trans>From the community</Trans>
      </Title>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="recent">
            <Trans>Recent</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="top-rated">
            <Trans>Top rated</Trans>
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {active.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          role="status"
          aria-busy="true"
          aria-label={t`Loading plans`}
        >
          {Array.from({ length: limit }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <PlanCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : plans.length === 0 ? (
        <Text c="dimmed">
          {tab === 'top-rated'
            ? t`No rated workouts yet. Try rating a workout!`
            : t`No workouts available yet. Be the first to create one!`}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
