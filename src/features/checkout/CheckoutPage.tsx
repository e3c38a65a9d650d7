import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { BuyWallet } from '@machines/checkout.types';
import { Code } from '@schemas/codes';
import type { UserInfo } from '@schemas/members';
import type { DeliveryType, OrderCurrency, OrderLineInput } from '@schemas/orders';
import { useFlow } from '@/lib/use-flow';
import { useStagedMount } from '@/lib/use-staged-mount';
import { BuyerInfoForm } from './BuyerInfoForm';
import { checkoutFlow } from './checkout.actors';
import { checkoutApi } from './checkout.api';
import { FIELD_ORDER, orderFields, prefill, validateCheckout, type CheckoutValues } from './checkout.form';
import { markIssues } from '@/lib/field-issues';
import { CheckoutNotice, Refusal, StepLayout, StepLoader } from './checkout-states';
import { CouponChoice } from './CouponChoice';
import { DeliveryFields } from './DeliveryFields';
import { OrderLines } from './OrderLines';
import { PriceBreakdown } from './PriceBreakdown';
import { PromoCodeField } from './PromoCodeField';
import { SpecChooser } from './SpecChooser';
import { checkoutQueries } from '@/features/checkout/checkout.queries';
import { queryRoots } from '@/lib/query-keys';

/** One key per checkout (createOrder's requestKey): a double click or a retried submit makes one order. */
const newRequestKey = () => `ck_${crypto.randomUUID().replace(/-/g, '')}`;

/** Moves the focus to the first field the validation marked (WCAG 3.3.1: errors are found and announced). */
export function focusFirstInvalid(errors: Record<string, unknown>) {
  const first = FIELD_ORDER.find((f) => errors[f]);
  const el = first && document.querySelector<HTMLElement>(`[data-path="${first}"]`);
  (el ?? document.querySelector<HTMLElement>('[aria-invalid="true"]'))?.focus();
}

/**
 * Step 1 of the checkout (spec §2): checks the lines (refusals 1050, 4000, 4602… with Retry),
 * shows them with every line of the price, the delivery choice, one voucher (a promotion code or one of the
 * buyer's e-coupons) and the buyer-info form,
 * then creates the order and goes on to '#/payment?orderId='.
 */
export function CheckoutPage({
  lines,
  wallet,
  itemSearch,
  fromCart = false,
}: {
  lines: OrderLineInput[];
  wallet: BuyWallet | null;
  /** The lines come from the cart (pmsorder): the order takes them out of it. */
  fromCart?: boolean;
  /** A single item's step1 search: a good still missing its options (4200) is asked for them. */
  itemSearch?: Record<string, string | undefined>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [requestKey] = useState(newRequestKey);
  const flow = useMemo(
    () =>
      checkoutFlow(queryClient).provide({
        actions: {
          orderCreated: ({ context }) => {
            void navigate({
              to: '/payment',
              search: { orderId: context.order!.id, ...(wallet ? { wallet } : {}) },
            });
            // The header's cart count and the order lists read again once the page has moved on.
            if (fromCart) void queryClient.invalidateQueries({ queryKey: queryRoots.orders() });
          },
        },
      }),
    [queryClient, navigate, wallet, fromCart],
  );
  const actor = useFlow(flow);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    actor.send({ type: 'checkout.start', lines, currency: 'HKD', wallet, requestKey, fromCart });
  }, [actor, lines, wallet, requestKey, fromCart]);

  const type: DeliveryType = ctx.deliveryType ?? 'NONE';
  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: prefill(queryClient.getQueryData<UserInfo>(queryRoots.memberDetail())),
    // The delivery type of this moment decides which fields are required.
    validate: (values) => validateCheckout(values, actor.getSnapshot().context.deliveryType ?? 'NONE'),
  });
  const submit = form.onSubmit(
    async (values) => {
      if (type === 'DLV' && values.saveAddress && values.addressId === '') {
        // The book is a convenience: the order goes on even when saving the address fails.
        await checkoutApi
          .saveAddress({
            receiverName: values.receiverName.trim(),
            phone: values.receiverPhone.trim(),
            district: values.district.trim(),
            city: values.city.trim(),
            detail: values.addressDetail.trim(),
          })
          .then(() => queryClient.invalidateQueries({ queryKey: checkoutQueries.all() }))
          .catch(() => undefined);
      }
      actor.send({ type: 'checkout.submit', fields: orderFields(values, type) });
    },
    (errors) => focusFirstInvalid(errors),
  );

  // The server's refusal of fields at submit (4200) marks them on the form, as the form's own checks do.
  const { issues } = ctx;
  const { setFieldError } = form;
  useEffect(() => {
    if (issues.length === 0) return;
    markIssues({ values: form.getValues(), setFieldError }, issues);
    focusFirstInvalid(Object.fromEntries(issues.map((i) => [i.path, true])));
  }, [issues, setFieldError]); // eslint-disable-line react-hooks/exhaustive-deps -- form.getValues is stable per render

  const title = <Trans>Check order</Trans>;
  const intro = <Trans>Step 1 of 2: check the items, choose the delivery and fill in your details.</Trans>;
  // The check's first answer turns the loader into the whole form: as a store update (the machine's snapshot)
  // React rendered it at once, one 250 ms task on a phone. From a deferred flag it renders the form in
  // slices between the browser's frames, the loader shown meanwhile.
  const formReady = useDeferredValue(Boolean(ctx.check));
  // Then in four commits, in document order: the lines, the delivery, the buyer's details, the summary.
  const parts = useStagedMount(formReady ? 4 : 1);
  if ((!ctx.check || !formReady) && state !== 'refused')
    return <StepLoader title={title} intro={intro} label={t`Checking your order…`} />;
  if (state === 'refused' || !ctx.check) {
    const refusal = (
      <Refusal
        code={ctx.code ?? 9000}
        title={t`This order cannot be placed`}
        onRetry={() => actor.send({ type: 'checkout.retry' })}
      >
        <Anchor renderRoot={(p) => <Link to="/explore" {...p} />}>
          <Trans>Back to the marketplace</Trans>
        </Anchor>
      </Refusal>
    );
    const needsOptions = ctx.code === Code.VALIDATION_FAILED && itemSearch && lines.length === 1;
    return (
      <CheckoutNotice>
        {needsOptions ? (
          <SpecChooser productId={lines[0]!.productId} search={itemSearch} fallback={refusal} />
        ) : (
          refusal
        )}
      </CheckoutNotice>
    );
  }

  const check = ctx.check;
  const price = ctx.promoPrice ?? check.price;
  const invalid = Object.keys(form.errors).length > 0;
  return (
    <Container size="lg" py="lg" w="100%">
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <StepLayout
          title={title}
          intro={intro}
          stickySummary
          summary={
            parts >= 4 && (
              <>
                <Title order={2} size="h4">
                  <Trans>Order summary</Trans>
                </Title>
                {check.currencies.length > 1 && (
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id="pay-in-label">
                      <Trans>Pay in</Trans>
                    </Text>
                    <SegmentedControl
                      aria-labelledby="pay-in-label"
                      value={ctx.request?.currency ?? 'HKD'}
                      disabled={busy}
                      onChange={(c) =>
                        actor.send({ type: 'checkout.currency', currency: c as OrderCurrency })
                      }
                      data={check.currencies.map((c) => ({ value: c, label: c }))}
                    />
                  </Stack>
                )}
                <PriceBreakdown price={price} />
                <PromoCodeField actor={actor} />
                <CouponChoice actor={actor} />
                {state === 'editing' && ctx.failedAt === 'submit' && ctx.code !== null && (
                  <Refusal code={ctx.code} title={t`The order was not placed`} />
                )}
                {invalid && (
                  <Alert color="red" role="alert" p="xs">
                    <Text size="sm">
                      <Trans>Please check the highlighted fields.</Trans>
                    </Text>
                  </Alert>
                )}
                <Button type="submit" size="md" fullWidth loading={state === 'submitting'} disabled={busy}>
                  <Trans>Submit order</Trans>
                </Button>
                <Text size="xs" c="dimmed">
                  <Trans>Items are held for you for 30 minutes while you pay.</Trans>
                </Text>
              </>
            )
          }
        >
          <OrderLines lines={check.lines} currency={price.currency} />
          {parts >= 2 && (
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <DeliveryFields
                form={form}
                types={check.deliveryTypes}
                type={type}
                codAllowed={check.codAllowed}
                disabled={busy}
                onType={(deliveryType) => actor.send({ type: 'checkout.delivery', deliveryType })}
              />
            </Paper>
          )}
          {parts >= 3 && (
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <BuyerInfoForm form={form} />
            </Paper>
          )}
        </StepLayout>
      </form>
    </Container>
  );
}
