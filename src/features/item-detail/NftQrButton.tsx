import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Image, Modal, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconQrcode, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { itemWalletErrorText } from './item-wallet.errors';
import { itemWalletQueries } from './item-wallet.queries';

/** Seconds left until `expiresAt`, ticking every second while shown (0 once expired). */
function useSecondsLeft(expiresAt: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt) return null;
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000));
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** The QR code's modal content: loading, refused, the code with its countdown, expired with a refresh. */
function QrContent({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const query = useQuery(itemWalletQueries.qr(id));
  const left = useSecondsLeft(query.data?.expiresAt);
  const refresh = () => void query.refetch();

  if (query.isPending)
    return (
      <Center aria-busy="true">
        <Skeleton w={240} h={240} />
        <VisuallyHidden role="status">
          <Trans>Loading…</Trans>
        </VisuallyHidden>
      </Center>
    );
  if (query.isError && !query.data)
    return (
      <Stack align="center">
        <Alert color="red" role="alert">
          {itemWalletErrorText(query.error)}
        </Alert>
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  const qr = query.data!;
  const expired = left === 0;
  return (
    <Stack align="center" gap="sm">
      <Image
        src={qr.image}
        alt={t`QR code proving you hold “${name}”`}
        w={240}
        h={240}
        style={{ opacity: expired ? 0.15 : 1, imageRendering: 'pixelated' }}
      />
      {expired ? (
        <>
          <Text fw={600} role="alert">
            <Trans>This QR code has expired.</Trans>
          </Text>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={refresh}
            loading={query.isFetching}
          >
            <Trans>Refresh QR code</Trans>
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="qr-countdown" aria-live="off">
          <Trans>Expires in {mmss(left ?? 0)}</Trans>
        </Text>
      )}
      <Text size="xs" c="dimmed" ta="center">
        <Trans>Whoever scans it sees the item page marked with you as its verified holder.</Trans>
      </Text>
    </Stack>
  );
}

/** "Show QR code" for a holder: a short-lived code (spec §9 under 3 minutes) that can be refreshed (§3). */
export function NftQrButton({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconQrcode size={18} aria-hidden />} onClick={open}>
        <Trans>Show QR code</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t`Holder QR code`}
        centered
        closeButtonProps={{ 'aria-label': t`Close dialog` }}
      >
        {opened && <QrContent id={id} name={name} />}
      </Modal>
    </>
  );
}
