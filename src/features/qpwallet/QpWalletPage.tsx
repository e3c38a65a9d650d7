import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Skeleton, Stack, Stepper, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { qpwalletMachine } from '@machines/qpwallet.machine';
import { ListError } from '@/components/ListState';
import { ApiError } from '@/lib/api-error';
import { isLocale } from '@/lib/locale';
import { usePersistedFlow } from '@/lib/persisted-flow';
import { session } from '@/lib/session';
import { EformStep } from './EformStep';
import { JoiningHeader } from './JoiningHeader';
import { NextStepPrompt } from './NextStepPrompt';
import { qpwalletActors } from './qpwallet.actors';
import { qpwalletPersistence } from './qpwallet.persist';
import { QpWalletPartsProvider, type QpWalletParts } from './qpwallet.parts';
import { RegisterStep } from './RegisterStep';
import { WalletDoneStep } from './WalletDoneStep';
import { AnchorLink } from '@/components/router-links';

/** Which step of the stepper each machine state belongs to. */
const STEP: Record<string, number> = {
  form: 0,
  confirming: 0,
  submitting: 0,
  submitted: 0,
  registering: 1,
  completing: 1,
  // Past the last step: every step is ticked, the Stepper shows its Completed content.
  done: 3,
};

/** A QR code that cannot register: the reason, and the way home. */
function Refused({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack>
      {title}
      <Alert role="alert" color="red" icon={<IconAlertTriangle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          {children}
          <AnchorLink to="/home">
            <Trans>Go to home</Trans>
          </AnchorLink>
        </Stack>
      </Alert>
    </Stack>
  );
}

/**
 * The QR mini page (spec §2 qpwallet, §5 "Mini page e-form"): under the merchant and card the QR code joins,
 * your details (e-mail and picture code), registration (e-mail code and terms; creates the wallet), then the
 * wallet. A logged-in member who already registered here opens at the wallet; a QR code of another type or
 * of an unknown merchant is refused. The progress survives a reload of the tab (qpwallet.persist.ts).
 */
type Props = {
  kind: string | undefined;
  mcId: string | undefined;
  /** The logged-in member's bound e-mail: filled in and fixed on the e-form. */
  boundEmail: string | null;
  parts: QpWalletParts;
};

export function QpWalletPage({ kind, mcId, boundEmail, parts }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const machine = useMemo(
    () =>
      qpwalletMachine.provide({
        actors: qpwalletActors(queryClient, () => (isLocale(i18n.locale) ? i18n.locale : undefined)),
      }),
    [queryClient, i18n],
  );
  const actor = usePersistedFlow(machine, qpwalletPersistence(kind, mcId || 'COM'));
  const value = useSelector(actor, (s) => String(s.value));
  const errorCode = useSelector(actor, (s) => s.context.errorCode);
  const target = useSelector(actor, (s) => s.context.target);

  useEffect(() => {
    actor.send({ type: 'qpwallet.open', kind, mcId: mcId || 'COM', loggedIn: session.isLoggedIn() });
  }, [actor, kind, mcId]);

  const title = (
    <Title order={1} size="h2">
      <Trans>Membership registration</Trans>
    </Title>
  );
  if (value === 'invalid')
    return (
      <Refused title={title}>
        <Trans>This QR code is not valid.</Trans>
      </Refused>
    );
  if (value === 'unknown')
    return (
      <Refused title={title}>
        <Trans>
          This QR code's merchant could not be found. The code may be out of date: please ask the merchant for
          a new one. Nothing was registered.
        </Trans>
      </Refused>
    );
  if (value === 'opening' || value === 'locating' || value === 'checking')
    return (
      <Stack aria-busy="true">
        {title}
        <VisuallyHidden role="status">
          <Trans>Loading…</Trans>
        </VisuallyHidden>
        <Skeleton h={48} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  if (value === 'loadFailed')
    return (
      <Stack>
        {title}
        <ListError
          error={new ApiError(errorCode ?? 9000, '')}
          onRetry={() => actor.send({ type: 'qpwallet.retry' })}
          title={<Trans>Your registration could not be loaded</Trans>}
        />
      </Stack>
    );

  const ticked = (
    <>
      <IconCheck size="60%" aria-hidden />
      <VisuallyHidden>{t`Completed`} </VisuallyHidden>
    </>
  );
  return (
    <QpWalletPartsProvider parts={parts}>
      <Stack>
        {title}
        {target && <JoiningHeader target={target} />}
        <Paper withBorder p={phone ? 'sm' : 'lg'} radius="md">
          <Stepper
            active={STEP[value] ?? 0}
            orientation={phone ? 'vertical' : 'horizontal'}
            size={phone ? 'sm' : 'md'}
            allowNextStepsSelect={false}
            completedIcon={ticked}
            aria-label={t`Registration steps`}
          >
            <Stepper.Step
              label={t`Your details`}
              description={phone ? undefined : t`E-mail and picture code`}
            >
              {value === 'submitted' ? (
                <NextStepPrompt actor={actor} />
              ) : (
                <EformStep actor={actor} bound={boundEmail} />
              )}
            </Stepper.Step>
            <Stepper.Step label={t`Registration`} description={phone ? undefined : t`Verify your e-mail`}>
              <RegisterStep actor={actor} />
            </Stepper.Step>
            <Stepper.Step label={t`Wallet`} description={phone ? undefined : t`Your new wallet`} />
            <Stepper.Completed>
              <WalletDoneStep actor={actor} />
            </Stepper.Completed>
          </Stepper>
        </Paper>
      </Stack>
    </QpWalletPartsProvider>
  );
}
