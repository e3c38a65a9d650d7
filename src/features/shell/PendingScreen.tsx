import { t } from '@lingui/core/macro';
import { Center, Loader } from '@mantine/core';

/** Shown while a route's chunk or data loads (after the router's 300 ms pending delay). */
export function PendingScreen() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader role="status" aria-label={t`Loading`} />
    </Center>
  );
}
