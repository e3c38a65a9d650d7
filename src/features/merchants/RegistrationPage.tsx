import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { isLocale } from '@/lib/locale';
import { useFlow } from '@/lib/use-flow';
import { AccountStep } from './AccountStep';
import { CompanyStep } from './CompanyStep';
import { ContactStep } from './ContactStep';
import { registrationFlow } from './merchants.actors';
import { draftStore } from './registration-form';

const STEP: Record<string, number> = { company: 0, contact: 1, checkingEmail: 1, account: 2, submitting: 2 };

/**
 * Merchant registration (spec §2 registerForm): company information, contact person, account, driven by the
 * registration machine; the first two steps survive a reload (draft). Calls back once the business account is
 * registered and signed in.
 */
export function RegistrationPage({ onRegistered }: { onRegistered: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const flow = useMemo(() => registrationFlow(queryClient, setProgress), [queryClient]);
  const [draft] = useState(() => draftStore.read());
  const actor = useFlow(flow, { input: { draft } });
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  useEffect(() => {
    if (state === 'registered') onRegistered();
  }, [state, onRegistered]);
  const active = STEP[state] ?? 2;
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en_US';

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Register your business</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              Become a merchant: issue e-coupons and membership cards, or sell in the e-shop. We review each
              application and answer by e-mail.
            </Trans>
          </Text>
        </Stack>
        <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label={t`Registration steps`}>
          <Stepper.Step label={t`Company`} description={t`Step 1 of 3`} />
          <Stepper.Step label={t`Contact person`} description={t`Step 2 of 3`} />
          <Stepper.Step label={t`Account`} description={t`Step 3 of 3`} />
        </Stepper>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'xl' }}
          radius="md"
          component="section"
          aria-labelledby="step-title"
        >
          <Stack>
            <Title order={2} size="h3" id="step-title">
              {[t`Company information`, t`Contact person`, t`Your account`][active]}
            </Title>
            {state === 'company' && (
              <CompanyStep
                initial={ctx.company}
                issues={ctx.issues}
                onNext={(company) => actor.send({ type: 'registration.next', company })}
              />
            )}
            {(state === 'contact' || state === 'checkingEmail') && (
              <ContactStep
                initial={ctx.contact}
                busy={busy}
                errorCode={ctx.errorCode}
                issues={ctx.issues}
                onBack={() => actor.send({ type: 'registration.back' })}
                onNext={(contact) => actor.send({ type: 'registration.contact', contact })}
              />
            )}
            {(state === 'account' || state === 'submitting') && (
              <AccountStep
                email={ctx.contact!.email.trim().toLowerCase()}
                busy={busy}
                progress={progress}
                errorCode={ctx.errorCode}
                issues={ctx.issues}
                onBack={() => actor.send({ type: 'registration.back' })}
                onSubmit={(account) =>
                  actor.send({
                    type: 'registration.submit',
                    request: { ...ctx.company!, ...ctx.contact!, ...account, locale },
                  })
                }
              />
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
