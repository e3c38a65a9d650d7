import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { Address } from '@schemas/delivery';
import type { DeliveryType } from '@schemas/orders';
import { formatMinor } from '@/lib/minor-money';
import { checkoutError } from './checkout.errors';
import type { CheckoutValues } from './checkout.form';
import { checkoutQueries } from './checkout.queries';

const TYPE_NAMES: Record<DeliveryType, MessageDescriptor> = {
  DLV: msg`Door-to-door delivery`,
  BRH: msg`Pick up at a branch`,
  BOX: msg`Pick up at a locker`,
  NONE: msg`Digital delivery`,
};

type Props = {
  form: UseFormReturnType<CheckoutValues>;
  types: DeliveryType[];
  type: DeliveryType;
  codAllowed: boolean;
  onType: (type: DeliveryType) => void;
  disabled?: boolean;
};

/**
 * Delivery: the type (NFT-only orders are NONE: nothing to fill), then its fields: DLV an
 * address from the address book or typed (and kept when asked), BRH/BOX a pickup point; COD when allowed.
 */
export function DeliveryFields({ form, types, type, codAllowed, onType, disabled }: Props) {
  const { t, i18n } = useLingui();
  const fees = useQuery({ ...checkoutQueries.deliveryTypes(), enabled: types.some((x) => x !== 'NONE') });
  const fee = (code: DeliveryType) => fees.data?.find((f) => f.code === code)?.fee;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        <Trans>Delivery</Trans>
      </Title>
      {types.length > 1 ? (
        <Radio.Group
          label={t`Delivery method`}
          value={type}
          onChange={(v) => onType(v as DeliveryType)}
          required
        >
          <Stack gap="xs" mt={4}>
            {types.map((code) => {
              const f = fee(code);
              return (
                <Radio
                  key={code}
                  value={code}
                  disabled={disabled}
                  label={i18n._(TYPE_NAMES[code])}
                  description={f !== undefined ? formatMinor(f, 'HKD', i18n.locale) : undefined}
                />
              );
            })}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm">
          {i18n._(TYPE_NAMES[type])}
          {type === 'NONE' && (
            <Text span size="sm" c="dimmed">
              {' — '}
              <Trans>the token is sent to your wallet; no address is needed.</Trans>
            </Text>
          )}
        </Text>
      )}
      {type !== 'NONE' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t`Receiver's name`}
            autoComplete="shipping name"
            required
            maxLength={80}
            {...form.getInputProps('receiverName')}
          />
          <TextInput
            label={t`Receiver's phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="shipping tel"
            required
            maxLength={15}
            {...form.getInputProps('receiverPhone')}
          />
        </SimpleGrid>
      )}
      {type === 'DLV' && <AddressFields form={form} />}
      {(type === 'BRH' || type === 'BOX') && <PickupPointField form={form} type={type} />}
      {codAllowed && type !== 'NONE' && (
        <Checkbox
          label={t`Cash on delivery (pay when the parcel arrives)`}
          {...form.getInputProps('cod', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}

function AddressFields({ form }: { form: UseFormReturnType<CheckoutValues> }) {
  const { t } = useLingui();
  const book = useQuery(checkoutQueries.addresses());
  const choose = (id: string) => {
    const a = book.data?.find((x) => x.id === id);
    form.setFieldValue('addressId', id);
    if (a) fill(form, a);
  };
  return (
    <Stack gap="sm">
      {book.isPending && <Loader size="sm" role="status" aria-label={t`Loading your addresses`} />}
      {book.isError && (
        <Text size="sm" c="dimmed">
          <Trans>Your address book could not be loaded; type the address below.</Trans>
        </Text>
      )}
      {book.data && book.data.length > 0 && (
        <NativeSelect
          label={t`Saved address`}
          value={form.values.addressId}
          onChange={(e) => choose(e.currentTarget.value)}
          data={[
            { value: '', label: t`Type a new address` },
            ...book.data.map((a) => ({
              value: a.id,
              label: `${a.receiverName} · ${a.detail}, ${a.district}, ${a.city}`,
            })),
          ]}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t`District`} required maxLength={80} {...typed(form, 'district')} />
        <TextInput
          label={t`City`}
          autoComplete="shipping address-level2"
          required
          maxLength={80}
          {...typed(form, 'city')}
        />
      </SimpleGrid>
      <TextInput
        label={t`Street and building`}
        autoComplete="shipping street-address"
        required
        maxLength={300}
        {...typed(form, 'addressDetail')}
      />
      {form.values.addressId === '' && (
        <Checkbox
          label={t`Save this address to my address book`}
          {...form.getInputProps('saveAddress', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}

/** Typing into a chosen address makes it a new one (the book entry is left as it was). */
function typed(form: UseFormReturnType<CheckoutValues>, field: 'district' | 'city' | 'addressDetail') {
  const props = form.getInputProps(field);
  return {
    ...props,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      form.setFieldValue('addressId', '');
      props.onChange(e);
    },
  };
}

function fill(form: UseFormReturnType<CheckoutValues>, a: Address) {
  form.setValues({
    receiverName: a.receiverName,
    receiverPhone: a.phone,
    district: a.district,
    city: a.city,
    addressDetail: a.detail,
    saveAddress: false,
  });
}

function PickupPointField({ form, type }: { form: UseFormReturnType<CheckoutValues>; type: 'BRH' | 'BOX' }) {
  const { t } = useLingui();
  const points = useQuery(checkoutQueries.pickupPoints(type));
  if (points.isPending) return <Loader size="sm" role="status" aria-label={t`Loading pickup points`} />;
  if (points.isError)
    return (
      <Alert color="red" role="alert" title={t`Pickup points could not be loaded`}>
        <Group gap="sm">
          <Text size="sm">{checkoutError((points.error as { code?: number }).code ?? 9000)}</Text>
          <Button size="xs" variant="light" onClick={() => void points.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Group>
      </Alert>
    );
  const chosen = points.data.find((p) => p.id === form.values.pickupPointId);
  return (
    <Stack gap={4}>
      <NativeSelect
        label={t`Pickup point`}
        required
        data={[
          { value: '', label: t`Choose a pickup point` },
          ...points.data.map((p) => ({ value: p.id, label: `${p.name} (${p.district})` })),
        ]}
        {...form.getInputProps('pickupPointId')}
      />
      {chosen && (
        <Text size="xs" c="dimmed">
          {chosen.address}, {chosen.city} · {chosen.hours}
        </Text>
      )}
    </Stack>
  );
}
