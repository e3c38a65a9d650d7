import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowsExchange, IconBolt, IconQrcode, IconUserEdit } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { errorText } from '@/lib/error-text';
import { ExpiringQr } from '@/components/ExpiringQr';
import { ListError, ListSkeleton } from '@/components/ListState';
import { MemberCardFace } from '@/components/MemberCardFace';
import { ActivateCardPanel } from './ActivateCardPanel';
import { CardFacts } from './CardFacts';
import { cardsApi } from './cards.api';
import { cardErrorTexts } from './cards.errors';
import { cardQueries } from './cards.queries';
import { MemberInfoForm } from './MemberInfoForm';
import { TransferCardPanel } from './TransferCardPanel';

export type CardView = 'qr' | 'info' | 'activate' | 'transfer';

/** The card's QR: signed, expiring in under 3 minutes (spec §9), refreshed on demand. */
function CardQrPanel({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const qr = useMutation({ mutationFn: () => cardsApi.qr(id) });
  if (qr.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(qr.error, cardErrorTexts)}
      </Alert>
    );
  if (!qr.data)
    return (
      <Button
        leftSection={<IconQrcode size={18} aria-hidden />}
        onClick={() => qr.mutate()}
        loading={qr.isPending}
      >
        <Trans>Show my card's QR code</Trans>
      </Button>
    );
  return (
    <ExpiringQr
      payload={qr.data.payload}
      expiresAt={qr.data.expiresAt}
      alt={t`QR code of the card ${name}`}
      onRefresh={() => qr.mutate()}
      refreshing={qr.isPending}
    />
  );
}

/**
 * Card detail (spec §2 memberCard, §3 Membership card): the card, its QR, every field, and what the holder can
 * do: fill in the member info form, activate it (token id and contract address), transfer it where allowed.
 */
export function CardDetailPage({ id, view }: { id: string; view?: CardView | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const card = useQuery(cardQueries.detail(id));
  const open = (v: CardView | undefined) =>
    void navigate({
      to: '/memberCard',
      search: { id, ...(v ? { view: v } : {}) },
      replace: true,
    });
  const back = (
    <Anchor renderRoot={(p) => <Link to="/memberCard" {...p} />} size="sm">
      <Trans>All my cards</Trans>
    </Anchor>
  );
  if (card.isPending)
    return (
      <Container size="sm" py="lg">
        <ListSkeleton rows={3} height={120} />
      </Container>
    );
  if (card.isError)
    return (
      <Container size="sm" py="lg">
        <Stack>
          {back}
          <ListError
            error={card.error}
            onRetry={() => void card.refetch()}
            retrying={card.isFetching}
            texts={cardErrorTexts}
            title={<Trans>This card could not be shown</Trans>}
          />
        </Stack>
      </Container>
    );
  const c = card.data;
  const canActivate = c.state === 'CLAIMED' && !c.expired;
  const canTransfer = c.transferable && (c.state === 'CLAIMED' || c.state === 'ACTIVE');
  return (
    <Container size="sm" py="lg">
      <Stack>
        {back}
        <Title order={1}>{c.name}</Title>
        <MemberCardFace card={c} />
        <Group gap="xs">
          <Button
            variant={view === 'info' ? 'filled' : 'light'}
            leftSection={<IconUserEdit size={16} aria-hidden />}
            onClick={() => open('info')}
          >
            <Trans>Member info</Trans>
          </Button>
          {(canActivate || c.state === 'ACTIVATING') && (
            <Button
              variant={view === 'activate' ? 'filled' : 'light'}
              leftSection={<IconBolt size={16} aria-hidden />}
              onClick={() => open('activate')}
            >
              <Trans>Activate</Trans>
            </Button>
          )}
          {canTransfer && (
            <Button
              variant={view === 'transfer' ? 'filled' : 'light'}
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={() => open('transfer')}
            >
              <Trans>Transfer</Trans>
            </Button>
          )}
        </Group>
        {view === 'info' && (
          <Paper withBorder p="md" radius="md" component="section" aria-label={t`Member info`}>
            <MemberInfoForm card={c} onSaved={() => open(undefined)} />
          </Paper>
        )}
        {view === 'activate' && (
          <Paper withBorder p="md" radius="md" component="section" aria-label={t`Activate`}>
            <ActivateCardPanel tokenId={c.tokenId} contractAddress={c.contractAddress ?? ''} />
          </Paper>
        )}
        {view === 'transfer' && canTransfer && (
          <Paper withBorder p="md" radius="md" component="section" aria-label={t`Transfer`}>
            <TransferCardPanel cardId={c.id} cardName={c.name} />
          </Paper>
        )}
        <Paper withBorder p="md" radius="md">
          <Stack align="center">
            <CardQrPanel id={c.id} name={c.name} />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <CardFacts card={c} />
        </Paper>
      </Stack>
    </Container>
  );
}
