import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconGift } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { CampaignActor } from '@machines/campaign.machine';
import type { Campaign } from '@schemas/campaigns';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { session } from '@/lib/session';
import { campaignErrorTexts } from './campaigns.errors';
import { RewardTransferForm } from './RewardTransferForm';

type Props = { actor: CampaignActor; campaign: Campaign };

/** What the visitor can do in the flow's present state; the machine decides, this only offers it. */
export function CampaignActions({ actor, campaign }: Props) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => String(s.value));
  const errorCode = useSelector(actor, (s) => s.context.errorCode);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const here = useRouterState({ select: (st) => st.location.href });
  const error = errorCode === null ? null : errorText(new ApiError(errorCode, ''), campaignErrorTexts);
  const reward = campaign.reward.name;
  const register = campaign.pageKind === 'REGISTER';

  return (
    <Stack gap="sm" aria-live="polite" aria-busy={busy} data-testid="campaign-actions" data-state={state}>
      {(state === 'failed' || state === 'refused') && error && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {error}
        </Alert>
      )}
      {state === 'loading' && <Loader size="sm" role="status" aria-label={t`Loading`} />}
      {(state === 'failed' || state === 'refused') && (
        <Button variant="light" onClick={() => actor.send({ type: 'campaign.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      )}
      {state === 'viewing' && (
        <Button
          size="md"
          leftSection={<IconGift size={18} aria-hidden />}
          onClick={() => actor.send({ type: 'campaign.start' })}
        >
          {register ? <Trans>Register and take part</Trans> : <Trans>Take part</Trans>}
        </Button>
      )}
      {state === 'needsLogin' && (
        <Stack gap="xs">
          <Text>
            {register ? (
              <Trans>Sign up as a member (it takes a minute), then come back here to receive {reward}.</Trans>
            ) : (
              <Trans>Log in or sign up to take part and receive {reward}.</Trans>
            )}
          </Text>
          <Group gap="sm">
            {(['signup', 'login'] as const).map((to) => (
              <Button
                key={to}
                variant={(to === 'signup') === register ? 'filled' : 'light'}
                renderRoot={(p) => (
                  <Link
                    to={`/${to}`}
                    search={{ redirect: here }}
                    onClick={() => session.saveReturnRoute(here)}
                    {...p}
                  />
                )}
              >
                {to === 'signup' ? <Trans>Sign up</Trans> : <Trans>Log in</Trans>}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {(state === 'joining' || state === 'joined' || state === 'claiming') && (
        <Button
          size="md"
          loading={busy}
          leftSection={<IconGift size={18} aria-hidden />}
          onClick={() => actor.send({ type: 'campaign.claim' })}
        >
          <Trans>Receive {reward}</Trans>
        </Button>
      )}
      {(state === 'received' || state === 'transferring') && (
        <>
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            data-testid="campaign-received"
          >
            <Stack gap={4}>
              <Text fw={600}>
                <Trans>{reward} is yours.</Trans>
              </Text>
              <Text size="sm">
                {campaign.reward.kind === 'NFT' ? (
                  <Trans>
                    Its token is on its way to your wallet. You find it under{' '}
                    <Anchor renderRoot={(p) => <Link to="/author" search={{ type: 'own' }} {...p} />}>
                      My NFTs
                    </Anchor>{' '}
                    once it arrives.
                  </Trans>
                ) : campaign.reward.kind === 'CARD' ? (
                  <Trans>
                    You find it under{' '}
                    <Anchor renderRoot={(p) => <Link to="/memberCard" {...p} />}>My membership cards</Anchor>,
                    where you can activate it into your wallet.
                  </Trans>
                ) : (
                  <Trans>
                    Its token is on its way to your wallet. You find it under{' '}
                    <Anchor renderRoot={(p) => <Link to="/myCoupons" {...p} />}>My coupons</Anchor>.
                  </Trans>
                )}
              </Text>
            </Stack>
          </Alert>
          {campaign.pageKind === 'TRANSFER' && (
            <RewardTransferForm actor={actor} error={state === 'received' ? error : null} />
          )}
        </>
      )}
      {state === 'transferred' && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          data-testid="campaign-transferred"
        >
          <Trans>You passed {reward} on. The member you chose finds it under My coupons.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
