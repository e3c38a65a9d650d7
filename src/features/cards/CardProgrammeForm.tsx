import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { fieldIssuesOf, issueAt } from '@/lib/field-issues';
import { notify } from '@/lib/notify';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CARD_TIERS_MAX } from '@schemas/cards';
import { errorText } from '@/lib/error-text';
import { cardsApi } from './cards.api';
import { cardErrorTexts, cardFieldTexts } from './cards.errors';
import { cardQueries } from './cards.queries';

type Tier = { name: string; vipPercent: string };
const EMPTY = {
  name: '',
  description: '',
  validityMonths: '12',
  web3Group: '',
  transferable: false,
  isDefault: false,
};

/**
 * createCardProgramme: a programme's name, its tiers with their VIP discount, transferable
 * or not (spec §6: only corporate members' cards move), validity in months, web3 group, and whether the QR mini
 * page issues it (the default programme). One form; the merchant console will host it.
 */
export function CardProgrammeForm() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [v, setV] = useState(EMPTY);
  const [tiers, setTiers] = useState<Tier[]>([{ name: '', vipPercent: '0' }]);
  const [local, setLocal] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () =>
      cardsApi.createProgramme({
        name: v.name.trim(),
        description: v.description.trim(),
        validityMonths: v.validityMonths,
        web3Group: v.web3Group.trim(),
        transferable: String(v.transferable),
        isDefault: String(v.isDefault),
        ...Object.fromEntries(
          tiers.flatMap((tier, i) => [
            [`tiers[${i}][name]`, tier.name.trim()],
            [`tiers[${i}][vipPercent]`, tier.vipPercent.trim() || '0'],
          ]),
        ),
      }),
    onSuccess: async (p) => {
      notify(t`Programme ${p.name} created.`, 'teal');
      setV(EMPTY);
      setTiers([{ name: '', vipPercent: '0' }]);
      await queryClient.invalidateQueries({ queryKey: cardQueries.all() });
    },
  });
  const err = (path: string) => {
    const m = local[path] ?? issueAt(create.error, path);
    return m ? i18n._(cardFieldTexts[m] ?? cardFieldTexts.required!) : undefined;
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!v.name.trim()) problems.name = 'required';
    tiers.forEach((tier, i) => {
      if (!tier.name.trim()) problems[`tiers.${i}.name`] = 'required';
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(tier.vipPercent.trim() || '0'))
        problems[`tiers.${i}.vipPercent`] = 'percent_format';
    });
    setLocal(problems);
    if (Object.keys(problems).length === 0) create.mutate();
  };
  const setTier = (i: number, patch: Partial<Tier>) =>
    setTiers((all) => all.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <form onSubmit={submit} noValidate aria-busy={create.isPending}>
      <Stack gap="sm">
        {create.isError && fieldIssuesOf(create.error).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(create.error, cardErrorTexts)}
          </Alert>
        )}
        <TextInput
          label={t`Programme name`}
          required
          maxLength={80}
          value={v.name}
          onChange={(e) => setV({ ...v, name: e.currentTarget.value })}
          error={err('name')}
        />
        <Textarea
          label={t`Description`}
          maxLength={500}
          autosize
          minRows={2}
          value={v.description}
          onChange={(e) => setV({ ...v, description: e.currentTarget.value })}
        />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            <Trans>Tiers and their VIP discount</Trans>
          </Text>
          {tiers.map((tier, i) => (
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t`Tier ${i + 1} name`}
                required
                value={tier.name}
                onChange={(e) => setTier(i, { name: e.currentTarget.value })}
                error={err(`tiers.${i}.name`)}
                style={{ flex: 1, minWidth: 0 }}
              />
              <TextInput
                label={t`VIP discount (%)`}
                inputMode="decimal"
                value={tier.vipPercent}
                onChange={(e) => setTier(i, { vipPercent: e.currentTarget.value })}
                error={err(`tiers.${i}.vipPercent`)}
                w={130}
              />
              {tiers.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  size="lg"
                  aria-label={t`Remove tier ${i + 1}`}
                  onClick={() => setTiers(tiers.filter((_, j) => j !== i))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          {tiers.length < CARD_TIERS_MAX && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setTiers([...tiers, { name: '', vipPercent: '0' }])}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Add a tier</Trans>
            </Button>
          )}
        </Stack>
        <Group grow align="flex-start">
          <NumberInput
            label={t`Valid for (months)`}
            required
            min={1}
            max={120}
            allowDecimal={false}
            value={v.validityMonths}
            onChange={(n) => setV({ ...v, validityMonths: String(n) })}
          />
          <TextInput
            label={t`Web3 group`}
            maxLength={80}
            value={v.web3Group}
            onChange={(e) => setV({ ...v, web3Group: e.currentTarget.value })}
          />
        </Group>
        <Checkbox
          label={t`Transferable (corporate membership)`}
          description={t`Only corporate members' cards may move to another member.`}
          checked={v.transferable}
          onChange={(e) => setV({ ...v, transferable: e.currentTarget.checked })}
        />
        <Checkbox
          label={t`Issue this card from my QR code`}
          description={t`Members who register through your shop's QR code get this card.`}
          checked={v.isDefault}
          onChange={(e) => setV({ ...v, isDefault: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            <Trans>Create programme</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
