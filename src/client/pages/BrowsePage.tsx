import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { PageHeading } from '../components/PageHeading';
import { BrowseList } from '../features/browse/BrowseList';

export default function BrowsePage() {
  const { t } = useLingui();
  return (
    <Container size="lg" py="xl">
      <PageHeading
        title={t`Browse Workouts`}
        description={t`Workout plans other visitors created and shared. Open one to see the full schedule.`}
      />
      <BrowseList />
    </Container>
  );
}
