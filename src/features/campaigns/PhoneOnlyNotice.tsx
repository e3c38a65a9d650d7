import { Trans, useLingui } from '@lingui/react/macro';
import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQrImage } from '@/lib/qr-image';

/**
 * What a desktop visitor sees on a promotional login page (spec §2: it opens on a phone only): the same page's
 * address as a QR code to scan with the phone's camera.
 */
export function PhoneOnlyNotice() {
  const { t } = useLingui();
  const src = useQrImage(window.location.href);
  return (
    <Paper withBorder p="xl" radius="md" maw={480} mx="auto" data-testid="campaign-phone-only">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          <Trans>Open this event on your phone</Trans>
        </Title>
        <Text>
          <Trans>
            This event page works on a phone only. Scan the QR code with your phone's camera to open it there.
          </Trans>
        </Text>
        {src ? (
          <Image src={src} alt={t`QR code of this page`} w={220} h={220} />
        ) : (
          <div style={{ width: 220, height: 220 }} aria-hidden />
        )}
      </Stack>
    </Paper>
  );
}
