import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoyaltyCoin } from '@schemas/coins';
import { ArtworkField } from '@/components/ArtworkField';
import { SaveForm } from '@/components/SaveForm';
import { atFormPaths, fieldIssuesOf, focusFirstInvalid, issueErrors, markIssues } from '@/lib/field-issues';
import { notify } from '@/lib/notify';
import { CampaignRulesFields } from './CampaignRulesFields';
import { COIN_FORM_PATHS, coinFields, coinIssues, coinValues, type CoinValues } from './coin-form';
import { coinsApi } from './coins.api';
import { coinFieldTexts, coinRefusalText } from './coins.errors';
import { coinQueries } from './coins.queries';

/**
 * saveLoyaltyCoin: the merchant's one coin, its value in HK$, how it is earned ("1 coin per HK$ N" spent, per
 * stamp card completed, per event page reward), the pending days and the expiry in months, on chain or not.
 * Saving again changes the terms for coins earned from then on.
 */
export function CoinForm({ coin }: { coin: LoyaltyCoin | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const text = (reason: string) => i18n._(coinFieldTexts[reason] ?? coinFieldTexts.invalid!);
  const form = useForm<CoinValues>({
    initialValues: coinValues(coin),
    validate: (values) => issueErrors(coinIssues(values), text),
  });
  const v = form.values;
  const set = (patch: Partial<CoinValues>) => form.setValues(patch);
  const save = useMutation({
    mutationFn: (values: CoinValues) => coinsApi.save(coinFields(values)),
    onSuccess: async (saved) => {
      const name = saved.name;
      notify(t`Coin ${name} saved.`, 'teal');
      queryClient.setQueryData(coinQueries.coin(saved.mcId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: coinQueries.liability().queryKey });
    },
    onError: (err) => void markIssues(form, atFormPaths(fieldIssuesOf(err), COIN_FORM_PATHS), text),
  });
  const error = (path: string) => form.errors[path] as string | undefined;
  const input = (path: keyof CoinValues) => ({
    value: v[path] as string,
    onChange: (e: { currentTarget: { value: string } }) => set({ [path]: e.currentTarget.value }),
    error: error(path),
  });
  return (
    <SaveForm
      label={t`Your loyalty coin`}
      saving={save.isPending}
      refusal={save.isError ? coinRefusalText(save.error, i18n) : null}
      submit={coin ? <Trans>Save changes</Trans> : <Trans>Create coin</Trans>}
      submitDisabled={uploading}
      onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstInvalid)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`Coin name`} required maxLength={40} {...input('name')} />
        <TextInput
          label={t`Symbol`}
          description={t`2 to 8 capital letters or digits, such as HCN.`}
          required
          maxLength={8}
          autoCapitalize="characters"
          {...input('symbol')}
          onChange={(e) => set({ symbol: e.currentTarget.value.toUpperCase() })}
        />
      </SimpleGrid>
      <ArtworkField
        form={form}
        description={t`Optional: the coin's picture in members' wallets.`}
        onBusyChange={setUploading}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Value of one coin (HK$)`}
          description={t`What a coin pays for at your checkout, such as 0.10.`}
          inputMode="decimal"
          required
          {...input('value')}
        />
        <TextInput
          label={t`1 coin per HK$ spent`}
          description={t`Members earn 1 coin for every this many HK$ spent on your goods. Blank: none.`}
          inputMode="numeric"
          leftSection="HK$"
          {...input('earnEvery')}
        />
        <TextInput label={t`Coins per stamp card completed`} inputMode="numeric" {...input('perStampCard')} />
      </SimpleGrid>
      <CampaignRulesFields
        rules={v.campaignRules}
        onChange={(campaignRules) => set({ campaignRules })}
        error={error}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Pending days`}
          description={t`Days before earned coins can be spent (covers the refund window).`}
          inputMode="numeric"
          {...input('pendingDays')}
        />
        <TextInput
          label={t`Expiry in months`}
          description={t`Coins expire at the start of the month after this many months.`}
          inputMode="numeric"
          {...input('expiryMonths')}
        />
      </SimpleGrid>
      <Switch
        label={t`Mirror balances on chain`}
        description={t`A non-transferable token shows each member's coins on the blockchain.`}
        checked={v.onChain}
        onChange={(e) => set({ onChain: e.currentTarget.checked })}
      />
    </SaveForm>
  );
}
