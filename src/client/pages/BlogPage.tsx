import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { EmptyState } from '../components/EmptyState';
import { PageHeading } from '../components/PageHeading';

export default function BlogPage() {
  const { t } = useLingui();
  return (
    <Container size="lg" py="xl">
      <PageHeading title={t`Blog`} description={t`Training science, explained plainly.`} />
      <EmptyState title={t`No articles yet`} />
    </Container>
  );
}
