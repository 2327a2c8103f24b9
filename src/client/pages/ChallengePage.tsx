import { Trans } from '@lingui/react/macro';
import { Container, Title } from '@mantine/core';

export default function ChallengePage() {
  return (
    <Container size="sm" py={60}>
      <Title order={1} ta="center">
        <Trans>Challenge not found</Trans>
      </Title>
    </Container>
  );
}
