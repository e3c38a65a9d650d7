import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { AREA_CODES, DELIVERY_TYPES } from '@schemas/orders';
import { PreOrderForm } from '@schemas/shop';
import { issueAt } from '@/lib/field-issues';
import { session } from '@/lib/session';
import { DELIVERY_TYPE } from './labels';
import { createPreOrder } from './orders.api';
import { orderQueries } from './orders.queries';
import { ActionError } from './parts';
import { notify } from '@/lib/notify';

type Fields = {
  quantity: string;
  buyerName: string;
  areaCode: string;
  mobile: string;
  email: string;
  deliveryType: string;
  address: string;
  remark: string;
};
const EMPTY: Fields = {
  quantity: '1',
  buyerName: '',
  areaCode: '+852',
  mobile: '',
  email: '',
  deliveryType: 'DLV',
  address: '',
  remark: '',
};

/** The first problem per field, as the shared schema finds it (plus: door-to-door needs an address). */
function problems(productId: string, f: Fields): Partial<Record<keyof Fields, string>> {
  const out: Partial<Record<keyof Fields, string>> = {};
  const r = v.safeParse(PreOrderForm, { ...f, productId });
  if (!r.success)
    for (const issue of r.issues) {
      const key = issue.path?.[0]?.key as keyof Fields | undefined;
      if (key && !out[key]) out[key] = issue.message;
    }
  if (f.deliveryType === 'DLV' && !f.address.trim()) out.address = 'required';
  return out;
}

/**
 * "Pre-order" on the page of an item that is out of stock: the buyer leaves contact and delivery
 * details; the seller delivers when stock arrives. Logged-out visitors are sent to log in first.
 */
export function PreOrderButton({ productId, productName }: { productId: string; productName: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState<Fields>(EMPTY);
  const [tried, setTried] = useState(false);
  // Back to this item after logging in (spec §2), as the favourite button does.
  const here = useRouterState({ select: (st) => st.location.href });
  const create = useMutation({
    mutationFn: () => createPreOrder({ ...f, productId }),
    onSuccess: () => {
      setOpen(false);
      setF(EMPTY);
      setTried(false);
      notify(t`Your pre-order has been submitted.`, 'green');
      void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
    },
  });
  const texts: Record<string, string> = {
    required: t`Required`,
    mobile_format: t`Enter 6 to 15 digits.`,
    email_format: t`Enter a valid e-mail address.`,
    area_code: t`Choose an area code.`,
  };
  const errs = problems(productId, f);
  // The first problem found here, else the server's refusal of the field (4200), in the same words.
  const err = (k: keyof Fields) => {
    const reason = (tried ? errs[k] : undefined) ?? issueAt(create.error, k);
    return reason ? (texts[reason] ?? t`Please check this field.`) : null;
  };
  const set = (k: keyof Fields) => (value: string) => setF((s) => ({ ...s, [k]: value }));

  if (!session.isLoggedIn())
    return (
      <Text size="sm">
        <Trans>Out of stock.</Trans>{' '}
        <Anchor
          renderRoot={(p) => (
            <Link
              to="/login"
              search={{ redirect: here }}
              onClick={() => session.saveReturnRoute(here)}
              {...p}
            />
          )}
        >
          <Trans>Log in to pre-order</Trans>
        </Anchor>
      </Text>
    );
  return (
    <>
      <Button
        variant="light"
        size="md"
        leftSection={<IconClockPlus size={18} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Trans>Pre-order</Trans>
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t`Close dialog` }}
        opened={open}
        onClose={() => setOpen(false)}
        title={t`Pre-order ${productName}`}
        centered
        size="lg"
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (Object.keys(errs).length === 0) create.mutate();
          }}
        >
          <Stack>
            <Text size="sm">
              <Trans>This item is out of stock. The seller delivers your pre-order when it arrives.</Trans>
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label={t`Quantity`}
                min={1}
                max={10000}
                value={f.quantity}
                onChange={(n) => set('quantity')(String(n))}
                error={err('quantity')}
              />
              <TextInput
                label={t`Name`}
                required
                value={f.buyerName}
                onChange={(e) => set('buyerName')(e.currentTarget.value)}
                error={err('buyerName')}
                maxLength={80}
              />
              <NativeSelect
                label={t`Area code`}
                value={f.areaCode}
                onChange={(e) => set('areaCode')(e.currentTarget.value)}
                data={[...AREA_CODES]}
              />
              <TextInput
                label={t`Mobile`}
                required
                inputMode="numeric"
                value={f.mobile}
                onChange={(e) => set('mobile')(e.currentTarget.value)}
                error={err('mobile')}
              />
              <TextInput
                label={t`E-mail`}
                required
                type="email"
                value={f.email}
                onChange={(e) => set('email')(e.currentTarget.value)}
                error={err('email')}
              />
              <NativeSelect
                label={t`Delivery method`}
                value={f.deliveryType}
                onChange={(e) => set('deliveryType')(e.currentTarget.value)}
                data={DELIVERY_TYPES.map((d) => ({ value: d, label: i18n._(DELIVERY_TYPE[d]!) }))}
              />
            </SimpleGrid>
            <TextInput
              label={t`Address`}
              required={f.deliveryType === 'DLV'}
              value={f.address}
              onChange={(e) => set('address')(e.currentTarget.value)}
              error={err('address')}
              maxLength={300}
            />
            <Textarea
              label={t`Remark`}
              value={f.remark}
              onChange={(e) => set('remark')(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
            />
            {create.isError && <ActionError error={create.error} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                <Trans>Go back</Trans>
              </Button>
              <Button type="submit" loading={create.isPending}>
                <Trans>Submit pre-order</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
