import {
  CAMPAIGN_ROUTES,
  PAGE_KIND_OF,
  rewardOf,
  SaveCampaignForm,
  type Campaign,
  type CampaignRewardKind,
  type CampaignRoute,
  type LocalText,
} from '@schemas/campaigns';
import { LOCALES } from '@schemas/common';
import { flattenForm } from '@schemas/form';
import { atFormPaths, schemaIssues, type FieldIssue } from '@/lib/field-issues';
import { endsBeforeStart, instant, localInput } from '@/lib/local-time';

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

/** The reward ids: whichever is refused, the one reward field says so. */
const REWARD_PATHS = { rewardBatchId: 'reward', rewardProductId: 'reward', rewardProgrammeId: 'reward' };
/** Any refusal of a limit is about its range. */
const RANGE: Record<string, string> = { totalLimit: 'total_range', perMemberLimit: 'per_member_range' };

/**
 * The form's issues before sending, at the paths its errors use (the server's: 'title.en_US', 'steps.0.en_US',
 * 'endsAt', 'reward'…) with the schema's reasons, so one map (campaign-form.texts.ts) words both the form's own
 * checks and the server's. The schema's checks across fields answer without a path: the form makes those.
 */
export function campaignIssues(v: CampaignValues): FieldIssue[] {
  const out: FieldIssue[] = [];
  if (endsBeforeStart(v.startsAt, v.endsAt)) out.push({ path: 'endsAt', message: 'ends_before_start' });
  if (v.rewardKind !== 'COUPON' && isTransfer(v.route))
    out.push({ path: 'rewardKind', message: 'reward_not_transferable' });
  else if (!rewardOf(v)) out.push({ path: 'reward', message: 'reward_required' });
  if (v.rewardKind === 'CARD' && v.perMemberLimit !== '1')
    out.push({ path: 'perMemberLimit', message: 'card_once_per_member' });
  const found = schemaIssues(SaveCampaignForm, campaignWire(v)).map((i) =>
    RANGE[i.path] ? { ...i, message: RANGE[i.path]! } : i,
  );
  return [...out, ...atFormPaths(found, REWARD_PATHS)];
}

/** saveCampaign's body before bracketing; only the chosen kind's reward id is sent. */
function campaignWire(v: CampaignValues) {
  return {
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
  };
}

/** The paths the form's errors use, as values: what markIssues places the server's issues on. */
export const issuePaths = (v: CampaignValues) => ({ ...campaignWire(v), reward: '' });

/** saveCampaign's body as bracketed fields. */
export const campaignFields = (v: CampaignValues): Record<string, string> => flattenForm(campaignWire(v));

/** The form-wide checks of the schema answer without a path; each belongs beside one field. */
const CHECK_FIELD: Record<string, string> = {
  ends_before_start: 'endsAt',
  reward_required: 'reward',
  card_once_per_member: 'perMemberLimit',
  reward_not_transferable: 'rewardKind',
};

/** A 4200 answer's issues at the paths the form's errors use. */
export const atCampaignPaths = (issues: readonly FieldIssue[]): FieldIssue[] =>
  atFormPaths(
    issues.map((i) =>
      i.path === '' && CHECK_FIELD[i.message] ? { ...i, path: CHECK_FIELD[i.message]! } : i,
    ),
    REWARD_PATHS,
  );
