import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Code as Mono, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MyCoupon } from '@schemas/coupons';
import { errorText } from '@/lib/error-text';
import { ExpiringQr } from '@/components/ExpiringQr';
import { couponsApi } from './coupons.api';
import { couponErrorTexts } from './coupons.errors';
import { offText } from './coupon-text';

/**
 * The holder's shop QR: signed, good for one redemption, expiring in minutes; the code below
 * it is the same secret, to read out when the scanner cannot see the screen. A new QR replaces the last one.
 */
export function CouponQrDialog({ coupon, onClose }: { coupon: MyCoupon; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const qr = useMutation({ mutationFn: () => couponsApi.qr(coupon.id) });
  const { mutate } = qr;
  useEffect(() => mutate(), [mutate]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Show this QR code at the shop`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
    >
      <Stack align="center" gap="sm">
        <Text fw={700} ta="center">
          {coupon.batch.name} · {offText(i18n, coupon.batch)}
        </Text>
        {qr.isError ? (
          <Alert color="red" role="alert" w="100%">
            {errorText(qr.error, couponErrorTexts)}
          </Alert>
        ) : qr.data ? (
          <>
            <ExpiringQr
              payload={qr.data.payload}
              expiresAt={qr.data.expiresAt}
              alt={t`QR code of the coupon ${coupon.batch.name}`}
              onRefresh={() => qr.mutate()}
              refreshing={qr.isPending}
            />
            <Text size="sm" ta="center">
              <Trans>Or read out this code:</Trans>
            </Text>
            <Mono fz="lg" fw={700} data-testid="coupon-code">
              {qr.data.code}
            </Mono>
            <Text size="xs" c="dimmed" ta="center">
              <Trans>The code works once. Giving the coupon away or using it in an order cancels it.</Trans>
            </Text>
          </>
        ) : (
          <Loader role="status" aria-label={t`Loading…`} />
        )}
      </Stack>
    </Modal>
  );
}
