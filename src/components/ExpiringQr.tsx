import { Trans } from '@lingui/react/macro';
import { Button, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useQrImage } from '@/lib/qr-image';
import { Countdown } from './payments/Countdown';

type Props = {
  /** What the QR carries (a signed, short-lived payload); drawn here by the qrcode library. */
  payload: string;
  expiresAt: string;
  /** The image's accessible name: what the QR is for. */
  alt: string;
  onRefresh: () => void;
  refreshing?: boolean;
};

/**
 * A QR code that expires (spec §3 "QR code that expires and can be refreshed"): the code, the time left, and
 * once it is over a faded code and a button for a new one.
 */
export function ExpiringQr({ payload, expiresAt, alt, onRefresh, refreshing }: Props) {
  const src = useQrImage(payload);
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  const expired = expiredFor === expiresAt;
  const onExpired = useCallback(() => setExpiredFor(expiresAt), [expiresAt]);
  return (
    <Stack align="center" gap="xs">
      {src ? (
        <Image
          src={src}
          alt={alt}
          w={240}
          h={240}
          radius="md"
          bg="white"
          style={{ opacity: expired ? 0.2 : 1, border: '1px solid var(--mantine-color-default-border)' }}
        />
      ) : (
        <Skeleton w={240} h={240} radius="md" />
      )}
      {expired ? (
        <Text size="sm" c="red.8" fw={600} role="status">
          <Trans>This QR code has expired.</Trans>
        </Text>
      ) : (
        <Countdown key={expiresAt} expiresAt={expiresAt} onExpired={onExpired} warnBelow={30}>
          {(time) => <Trans>Valid for {time}</Trans>}
        </Countdown>
      )}
      <Button
        variant={expired ? 'filled' : 'light'}
        size="xs"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={onRefresh}
        loading={refreshing}
      >
        <Trans>New QR code</Trans>
      </Button>
    </Stack>
  );
}
