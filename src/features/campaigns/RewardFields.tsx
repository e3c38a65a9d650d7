import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  CAMPAIGN_REWARD_KINDS,
  CAMPAIGN_TOTAL_MAX,
  REWARD_ID_FIELD,
  type CampaignRewardKind,
} from '@schemas/campaigns';
import { errorText } from '@/lib/error-text';
import { session } from '@/lib/session';
import { isTransfer, type CampaignValues } from './campaign-form';
import { campaignSaveErrorTexts, REWARD_KIND_LABEL } from './campaign-form.texts';
import { campaignQueries } from './campaigns.queries';

type Props = {
  v: CampaignValues;
  set: (patch: Partial<CampaignValues>) => void;
  error: (path: string) => string | undefined;
  /** The saved reward, an option even when its list no longer holds it (an item sold on, say). */
  savedReward: { kind: CampaignRewardKind; id: string; name: string } | null;
};

type Option = { value: string; label: string };
const withSaved = (options: Option[], kind: CampaignRewardKind, saved: Props['savedReward']) =>
  saved && saved.kind === kind && saved.id && !options.some((o) => o.value === saved.id)
    ? [...options, { value: saved.id, label: saved.name }]
    : options;

/** The campaign's reward (a coupon batch, a minted item or a card programme of the merchant's) and its limits. */
export function RewardFields({ v, set, error, savedReward }: Props) {
  const { t, i18n } = useLingui();
  const kind = v.rewardKind;
  const transfer = isTransfer(v.route);
  // Each list is read once its kind is chosen.
  const batches = useQuery({ ...campaignQueries.rewardBatches(), enabled: kind === 'COUPON' });
  const items = useQuery({
    ...campaignQueries.rewardItems(session.memberId() ?? ''),
    enabled: kind === 'NFT' && !!session.memberId(),
  });
  const programmes = useQuery({ ...campaignQueries.rewardProgrammes(), enabled: kind === 'CARD' });
  const list = { COUPON: batches, NFT: items, CARD: programmes }[kind];
  const options: Record<CampaignRewardKind, Option[]> = {
    COUPON: (batches.data?.items ?? []).map((b) => {
      const { name, remaining, quantity } = b;
      return { value: b.id, label: t`${name} (${remaining} of ${quantity} left)` };
    }),
    NFT: (items.data?.items ?? []).map((p) => {
      const { name, stock } = p;
      return { value: p.id, label: t`${name} (${stock} in stock)` };
    }),
    CARD: (programmes.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
  };
  const label = { COUPON: t`Coupon batch`, NFT: t`Item to give`, CARD: t`Card programme` }[kind];
  const none = {
    COUPON: t`Issue a coupon batch first.`,
    NFT: t`Create an item first: only items you minted here and still own can be given.`,
    CARD: t`Create a card programme first.`,
  }[kind];
  const field = REWARD_ID_FIELD[kind];
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t`Reward`}
        required
        value={kind}
        onChange={(k) => {
          const next = k as CampaignRewardKind;
          // A member holds one card of a programme (schema: card_once_per_member).
          set(next === 'CARD' ? { rewardKind: next, perMemberLimit: '1' } : { rewardKind: next });
        }}
        description={
          transfer
            ? t`A transfer page passes its reward on to another member: only a coupon can be passed on.`
            : undefined
        }
        error={error('rewardKind')}
      >
        <Group mt="xs">
          {CAMPAIGN_REWARD_KINDS.map((k) => (
            <Radio
              key={k}
              value={k}
              label={i18n._(REWARD_KIND_LABEL[k])}
              disabled={transfer && k !== 'COUPON'}
            />
          ))}
        </Group>
      </Radio.Group>
      <Select
        key={kind}
        label={label}
        required
        // A required choice: picking the chosen one again keeps it; Mantine would clear it.
        allowDeselect={false}
        searchable
        data={withSaved(options[kind], kind, savedReward)}
        value={v[field] || null}
        onChange={(id) => set({ [field]: id ?? '' })}
        error={error('reward')}
        nothingFoundMessage={none}
        description={
          list.isError
            ? errorText(list.error, campaignSaveErrorTexts)
            : list.isSuccess && options[kind].length === 0
              ? none
              : undefined
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t`Rewards in total`}
          required
          min={1}
          max={CAMPAIGN_TOTAL_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={v.totalLimit}
          onChange={(n) => set({ totalLimit: String(n) })}
          error={error('totalLimit')}
        />
        <NumberInput
          label={t`Rewards per member`}
          required
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={kind === 'CARD' ? '1' : v.perMemberLimit}
          onChange={(n) => set({ perMemberLimit: String(n) })}
          disabled={kind === 'CARD'}
          description={kind === 'CARD' ? t`A member holds one card of a programme.` : undefined}
          error={error('perMemberLimit')}
        />
      </SimpleGrid>
    </Stack>
  );
}
