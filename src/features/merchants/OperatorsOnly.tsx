import { useLingui } from '@lingui/react/macro';
import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** What a member without the ADMIN tag sees on the operators' pages (the server refuses their calls too). */
export function OperatorsOnly() {
  const { t } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Alert color="orange" icon={<IconLock aria-hidden />} title={t`This page is for platform operators.`} />
    </Container>
  );
}
