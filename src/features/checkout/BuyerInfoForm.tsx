import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AREA_CODES } from '@schemas/orders';
import type { CheckoutValues } from './checkout.form';

/** Buyer info of spec §5: name, mobile with its area code, e-mail, address and receipt; wallet and remark optional. */
export function BuyerInfoForm({ form }: { form: UseFormReturnType<CheckoutValues> }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        <Trans>Buyer information</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t`Name`}
          autoComplete="name"
          required
          maxLength={80}
          {...form.getInputProps('buyerName')}
        />
        <TextInput
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <NativeSelect
          label={t`Area code`}
          data={[...AREA_CODES]}
          required
          w={110}
          style={{ flexShrink: 0 }}
          {...form.getInputProps('areaCode')}
        />
        <TextInput
          label={t`Mobile`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          maxLength={15}
          style={{ flex: 1, minWidth: 0 }}
          {...form.getInputProps('mobile')}
        />
      </Group>
      <TextInput
        label={t`Address`}
        autoComplete="street-address"
        required
        maxLength={300}
        {...form.getInputProps('address')}
      />
      <TextInput
        label={t`Receipt title`}
        description={t`The name printed on your receipt`}
        required
        maxLength={120}
        {...form.getInputProps('receipt')}
      />
      <TextInput
        label={t`Wallet address (optional)`}
        description={t`Where a bought NFT goes; empty uses your bound wallet`}
        autoComplete="off"
        spellCheck={false}
        maxLength={42}
        {...form.getInputProps('walletAddress')}
      />
      <Textarea
        label={t`Remark (optional)`}
        // A fixed height the buyer may drag taller: autosize measured the field on mount, a long layout task
        // of the step's first screen on a phone.
        rows={3}
        resize="vertical"
        maxLength={500}
        {...form.getInputProps('remark')}
      />
    </Stack>
  );
}
