import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { EmptyState } from '../components/EmptyState';
import { PageHeading } from '../components/PageHeading';

export default function BrowsePage() {
  const { t } = useLingui();
  return (
    <Container size="lg" py="xl">
      <PageHeading title={t`Browse Workouts`} description={t`Plans other visitors created and shared.`} />
      <EmptyState title={t`No workouts found`} />
    </Container>
  );
}
