import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../lib/language';

export default function BlogPostPage() {
  const language = useLanguage();
  return (
    <Container size="sm" py={60}>
      <Stack align="center">
        <Title order={1}>
          <Trans>Article Not Found</Trans>
        </Title>
        <Button component={Link} to={localizedPath(language, '/blog')} variant="light">
          <Trans>Back to the blog</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
