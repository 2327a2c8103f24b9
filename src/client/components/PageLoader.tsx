import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/**
 * The spinner a page shows while its code or data loads. It is a status, so a screen reader says
 * "Loading" once; a name on a role-less spinner is not read (tests/unit/aria-names.test.ts).
 */
export function PageLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useLingui();
  return (
    <Center py="xl" mih={fullHeight ? '60vh' : undefined} aria-busy="true">
      <Loader role="status" aria-label={t`Loading`} />
    </Center>
  );
}
