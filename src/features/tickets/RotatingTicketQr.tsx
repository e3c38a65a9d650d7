import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Center, Progress, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { encodeTicketQr, TICKET_CODE_PERIOD_SECONDS } from '@schemas/ticket-code';
import { useQrImage } from '@/lib/qr-image';
import type { StoredTicket } from './ticket-store';
import { useCodeWindow } from './use-code-window';

/**
 * The ticket's QR at the phone's time (encodeTicketQr of the shared core: the signed claim, the time and the
 * 30 s TOTP code), drawn anew at each 30 s window with a countdown. Screen readers hear "code refreshed" once
 * a window, politely; the countdown itself is not announced.
 */
export function RotatingTicketQr({ ticket, label }: { ticket: StoredTicket; label: string }) {
  const { t } = useLingui();
  const { drawnAt, window, secondsLeft } = useCodeWindow();
  const payload = useMemo(
    () =>
      encodeTicketQr(
        {
          ticketId: ticket.ticketId,
          eventId: ticket.eventId,
          tierId: ticket.tierId,
          secretVersion: ticket.secretVersion,
        },
        ticket.signature,
        ticket.seed,
        drawnAt,
      ),
    [ticket, drawnAt],
  );
  const src = useQrImage(payload);
  // The first drawing is not announced: the page itself is.
  const [firstWindow] = useState(window);
  const size = 'min(86vw, 360px)';
  return (
    <Stack align="center" gap="xs">
      {/* White around the code whatever the theme: scanners read dark on light best. */}
      <Box bg="white" p="sm" style={{ borderRadius: 12, lineHeight: 0 }}>
        {src ? (
          <img
            src={src}
            alt={t`Entry code of ${label}`}
            width={360}
            height={360}
            style={{ width: size, height: size, imageRendering: 'pixelated' }}
            data-testid="ticket-qr"
            data-window={window}
          />
        ) : (
          <Skeleton w={size} h={size} />
        )}
      </Box>
      <Center w={size}>
        <Stack gap={4} w="100%">
          <Progress
            value={(secondsLeft / TICKET_CODE_PERIOD_SECONDS) * 100}
            size="sm"
            aria-hidden
            transitionDuration={0}
          />
          <Text size="sm" ta="center" data-testid="code-countdown">
            <Trans>New code in {secondsLeft} s</Trans>
          </Text>
        </Stack>
      </Center>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {window !== firstWindow && <span key={window}>{t`Code refreshed`}</span>}
      </VisuallyHidden>
    </Stack>
  );
}
