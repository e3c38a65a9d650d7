import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDeviceMobile, IconQrcode } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { formatMinor } from '@/lib/minor-money';
import { useQrImage } from '@/lib/qr-image';
import { useFlow } from '@/lib/use-flow';
import { qrPaymentFlow } from './byon.actors';
import { PaymentRefusal } from '@/components/payments/payment-states';
import { qrProblem } from './byon.errors';
import { QrCountdown, QrFrame, QrLoader } from './qr-parts';

/**
 * BYON pay by QR (`#/byon?ref=`): the QR code to scan with a banking app, the amount, the time left, a link to
 * open the payer page on this device (phones), and a steady check of the payment: once the provider's callback
 * has recorded it, paymentSuccess; an expired QR (1006) or a refused one (1013) offers a new QR code.
 */
export function ByonQrPage({ paymentRef }: { paymentRef: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const flow = useMemo(
    () =>
      qrPaymentFlow().provide({
        actions: {
          paid: ({ context }) =>
            void navigate({
              to: '/paymentSuccess',
              search: { orderId: context.qr!.orderId },
              replace: true,
            }),
          renewed: ({ context }) =>
            void navigate({ to: '/byon', search: { ref: context.ref }, replace: true }),
        },
      }),
    [navigate],
  );
  const actor = useFlow(flow, { input: { ref: paymentRef } });
  const state = useSelector(actor, (s) => s.value as string);
  const { qr, code } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const waiting = useSelector(actor, (s) => s.hasTag('waiting'));
  const canRenew = useSelector(actor, (s) => s.can({ type: 'qr.renew' }));
  const expire = useCallback(() => actor.send({ type: 'qr.expire' }), [actor]);
  const image = useQrImage(waiting ? qr?.qrPayload : undefined);

  if (state === 'loading' || state === 'renewing' || !qr) {
    if (state === 'loadFailed') {
      const problem = qrProblem(code ?? 9000);
      return (
        <QrFrame>
          <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={problem.title}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{problem.text}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => actor.send({ type: 'qr.retry' })}>
                <Trans>Retry</Trans>
              </Button>
            </Stack>
          </Alert>
        </QrFrame>
      );
    }
    return <QrLoader label={t`Loading the QR code…`} />;
  }
  const amount = formatMinor(qr.amount, qr.currency, i18n.locale);
  const link = /^https?:\/\//.test(qr.qrPayload) ? qr.qrPayload : null;
  return (
    <QrFrame>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="center" ta="center">
          <Group gap="xs" justify="center">
            <IconQrcode aria-hidden />
            <Title order={1} size="h3">
              <Trans>Pay by QR code</Trans>
            </Title>
            {qr.sandbox && (
              <Badge color="orange" variant="light">
                <Trans>Test mode</Trans>
              </Badge>
            )}
          </Group>
          <Text size="xl" fw={700} data-testid="qr-amount">
            {amount}
          </Text>
          {waiting ? (
            <>
              <Text size="sm" id="qr-help">
                <Trans>
                  Scan this code with your banking or payment app (FPS) and confirm the payment there. This
                  page moves on by itself once the payment is received.
                </Trans>
              </Text>
              <Center
                w={{ base: 240, sm: 280 }}
                h={{ base: 240, sm: 280 }}
                bg="white"
                style={{ borderRadius: 8 }}
              >
                {image ? (
                  <Image
                    src={image}
                    w="100%"
                    h="100%"
                    data-testid="byon-qr"
                    data-qr-payload={qr.qrPayload}
                    alt={t`QR code to pay ${amount} to Marketplace. Scan it with your banking or payment app.`}
                  />
                ) : (
                  <Loader aria-hidden />
                )}
              </Center>
              <QrCountdown expiresAt={qr.expiresAt} onExpired={expire} />
              {link && (
                <Anchor href={link} data-testid="byon-open-link">
                  <Group gap={4} component="span" wrap="nowrap">
                    <IconDeviceMobile size={18} aria-hidden />
                    <Trans>Open on this device</Trans>
                  </Group>
                </Anchor>
              )}
              <Text size="sm" c="dimmed" role="status">
                {t`Waiting for the payment…`}
              </Text>
            </>
          ) : (
            <QrProblemAlert code={code ?? 1006}>
              {canRenew && (
                <Button onClick={() => actor.send({ type: 'qr.renew' })} loading={busy}>
                  <Trans>New QR code</Trans>
                </Button>
              )}
            </QrProblemAlert>
          )}
        </Stack>
      </Paper>
    </QrFrame>
  );
}

/** Why this QR cannot be paid (1006 expired, 1013 refused…), its code, and what to do (`children`). */
function QrProblemAlert({ code, children }: { code: number; children: ReactNode }) {
  const problem = qrProblem(code);
  return (
    <PaymentRefusal
      code={code}
      title={problem.title}
      text={problem.text}
      color={code === 1006 ? 'orange' : 'red'}
      w="100%"
      ta="left"
    >
      {children}
    </PaymentRefusal>
  );
}
