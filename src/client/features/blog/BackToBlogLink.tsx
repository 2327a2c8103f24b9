import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Language } from '../../../contract/constants';
import { localizedPath } from '../../lib/language';

export function BackToBlogLink({ language }: { language: Language }) {
  return (
    <Anchor component={Link} to={localizedPath(language, '/blog')} size="sm" fw={500} w="fit-content">
      <span aria-hidden="true">← </span>
      <Trans>Back to the blog</Trans>
    </Anchor>
  );
}
