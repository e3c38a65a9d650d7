import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Code } from '@schemas/codes';
import type { MyCoupon } from '@schemas/coupons';
import { codeOf, errorText } from '@/lib/error-text';
import { EMPTY_TARGET, TransferTargetFields, type TargetValues } from '@/components/TransferTargetFields';
import { couponsApi } from './coupons.api';
import { couponErrorTexts, couponFieldTexts } from './coupons.errors';
import { useCaptchaParts } from '@/components/captcha-parts';
import { couponQueries } from './coupons.queries';

/** Gives one coupon to another member by mobile or e-mail, with the picture code; its shop QR stops working. */
export function CouponTransferDialog({ coupon, onClose }: { coupon: MyCoupon; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { CaptchaField, captchaQuery } = useCaptchaParts();
  const captcha = useQuery(captchaQuery());
  const [target, setTarget] = useState<TargetValues>(EMPTY_TARGET);
  const [captchaText, setCaptchaText] = useState('');
  const send = useMutation({
    mutationFn: () =>
      couponsApi.transfer({
        couponId: coupon.id,
        ...target,
        captchaId: captcha.data?.captchaId ?? '',
        captchaText,
      }),
    onSuccess: async () => {
      notify(t`The coupon was sent.`);
      await queryClient.invalidateQueries({ queryKey: couponQueries.all() });
      onClose();
    },
    // Each picture code allows one try: draw a new one.
    onError: () => {
      setCaptchaText('');
      void captcha.refetch();
    },
  });
  const issues = (
    codeOf(send.error) === Code.VALIDATION_FAILED ? (send.error as { data?: unknown }).data : []
  ) as { path: string; message: string }[] | undefined;
  const fieldError = (path: 'mobile' | 'email') => {
    const m = issues?.find((i) => i.path === path)?.message;
    return m ? i18n._(couponFieldTexts[m] ?? couponFieldTexts.required!) : undefined;
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Give this coupon to a member`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <Stack>
          <Text size="sm">
            <Trans>{coupon.batch.name} leaves your wallet for the member you name.</Trans>
          </Text>
          {send.isError && !issues?.length && (
            <Alert color="red" role="alert">
              {errorText(send.error, couponErrorTexts)}
            </Alert>
          )}
          <TransferTargetFields
            value={target}
            onChange={setTarget}
            errors={{ mobile: fieldError('mobile'), email: fieldError('email') }}
            disabled={send.isPending}
            captcha={<CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} />}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={send.isPending}>
              <Trans>Send the coupon</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
