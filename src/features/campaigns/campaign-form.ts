import {
  CAMPAIGN_ROUTES,
  CAMPAIGN_TOTAL_MAX,
  PAGE_KIND_OF,
  rewardOf,
  type Campaign,
  type CampaignRewardKind,
  type CampaignRoute,
  type LocalText,
} from '@schemas/campaigns';
import { LOCALES } from '@schemas/common';
import { flattenForm } from '@schemas/form';
import { instant, localInput } from '@/lib/local-time';

/** One step as typed; `key` keeps its fields in place when an earlier step is removed. */
export type StepValues = { key: number; text: LocalText };

/** The campaign form as typed: texts per language, times as the browser's local date-time, numbers as text. */
export type CampaignValues = {
  id: string;
  route: CampaignRoute;
  title: LocalText;
  steps: StepValues[];
  artwork: string;
  startsAt: string;
  endsAt: string;
  rewardKind: CampaignRewardKind;
  rewardBatchId: string;
  rewardProductId: string;
  rewardProgrammeId: string;
  totalLimit: string;
  perMemberLimit: string;
};

/**
 * Field problems by the server's issue path ('title.en_US', 'steps.0.en_US', 'endsAt', 'reward'…) with the
 * server's messages, so one map (campaign-form.texts.ts) words both the form's own checks and the server's.
 */
export type Problems = Partial<Record<string, string>>;

export const emptyText = (): LocalText =>
  Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<(typeof LOCALES)[number], string>;

let nextKey = 0;
export const newStep = (text: LocalText = emptyText()): StepValues => ({ key: nextKey++, text });

/** A transfer page passes its reward on as a coupon (schema: reward_not_transferable). */
export const isTransfer = (route: CampaignRoute) => PAGE_KIND_OF[route] === 'TRANSFER';

/** A new campaign's values (a month from now), or a saved one's to change. */
export function campaignValues(c: Campaign | null, now = new Date()): CampaignValues {
  if (!c)
    return {
      id: '',
      route: CAMPAIGN_ROUTES[0],
      title: emptyText(),
      steps: [newStep()],
      artwork: '',
      startsAt: localInput(now),
      endsAt: localInput(new Date(now.getTime() + 30 * 86_400_000)),
      rewardKind: 'COUPON',
      rewardBatchId: '',
      rewardProductId: '',
      rewardProgrammeId: '',
      totalLimit: '100',
      perMemberLimit: '1',
    };
  return {
    id: c.id,
    route: c.route,
    title: { ...c.title },
    steps: c.steps.map((s) => newStep({ ...s })),
    artwork: c.artwork,
    startsAt: localInput(new Date(c.startsAt)),
    endsAt: localInput(new Date(c.endsAt)),
    rewardKind: c.reward.kind,
    rewardBatchId: c.reward.batchId ?? '',
    rewardProductId: c.reward.productId ?? '',
    rewardProgrammeId: c.reward.programmeId ?? '',
    totalLimit: String(c.totalLimit),
    perMemberLimit: String(c.perMemberLimit),
  };
}

/** What a saved campaign gives, to keep it a choice when its list no longer holds it. */
export const savedRewardOf = (c: Campaign | null) =>
  c && {
    kind: c.reward.kind,
    id:
      { COUPON: c.reward.batchId, NFT: c.reward.productId, CARD: c.reward.programmeId }[c.reward.kind] ?? '',
    name: c.reward.name,
  };

const inRange = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The checks of SaveCampaignForm the form can make before sending, with the schema's messages. */
export function campaignProblems(v: CampaignValues): Problems {
  const out: Problems = {};
  if (!v.title.en_US.trim()) out['title.en_US'] = 'required';
  if (v.steps.length === 0) out.steps = 'steps_required';
  v.steps.forEach((s, i) => {
    if (!s.text.en_US.trim()) out[`steps.${i}.en_US`] = 'required';
  });
  if (!instant(v.startsAt)) out.startsAt = 'datetime_format';
  if (!instant(v.endsAt)) out.endsAt = 'datetime_format';
  else if (instant(v.startsAt) && new Date(v.endsAt) <= new Date(v.startsAt))
    out.endsAt = 'ends_before_start';
  if (v.rewardKind !== 'COUPON' && isTransfer(v.route)) out.rewardKind = 'reward_not_transferable';
  else if (!rewardOf(v)) out.reward = 'reward_required';
  if (!inRange(v.totalLimit, 1, CAMPAIGN_TOTAL_MAX)) out.totalLimit = 'total_range';
  if (v.rewardKind === 'CARD' && v.perMemberLimit !== '1') out.perMemberLimit = 'card_once_per_member';
  else if (!inRange(v.perMemberLimit, 1, 100)) out.perMemberLimit = 'per_member_range';
  return out;
}

/** saveCampaign's body as bracketed fields; only the chosen kind's reward id is sent. */
export function campaignFields(v: CampaignValues): Record<string, string> {
  return flattenForm({
    id: v.id,
    route: v.route,
    title: v.title,
    steps: v.steps.map((s) => s.text),
    artwork: v.artwork.trim(),
    startsAt: instant(v.startsAt),
    endsAt: instant(v.endsAt),
    rewardKind: v.rewardKind,
    rewardBatchId: v.rewardKind === 'COUPON' ? v.rewardBatchId : '',
    rewardProductId: v.rewardKind === 'NFT' ? v.rewardProductId : '',
    rewardProgrammeId: v.rewardKind === 'CARD' ? v.rewardProgrammeId : '',
    totalLimit: v.totalLimit.trim(),
    // A member holds one card of a programme: the schema takes no other limit for a card.
    perMemberLimit: v.rewardKind === 'CARD' ? '1' : v.perMemberLimit.trim(),
  });
}

/** The form-wide checks of the schema answer without a path; each belongs beside one field. */
const CHECK_FIELD: Record<string, string> = {
  ends_before_start: 'endsAt',
  reward_required: 'reward',
  card_once_per_member: 'perMemberLimit',
  reward_not_transferable: 'rewardKind',
};
const REWARD_PATHS = new Set(['rewardBatchId', 'rewardProductId', 'rewardProgrammeId']);

/** A 4200 answer's issues as field problems. */
export function serverProblems(issues: readonly { path: string; message: string }[]): Problems {
  const out: Problems = {};
  for (const { path, message } of issues) {
    const field = path === '' ? CHECK_FIELD[message] : REWARD_PATHS.has(path) ? 'reward' : path;
    if (field && !out[field]) out[field] = message;
  }
  return out;
}
