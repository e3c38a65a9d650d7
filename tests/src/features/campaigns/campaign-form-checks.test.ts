import { describe, expect, it } from 'vitest';
import { atCampaignPaths, campaignIssues, campaignValues } from '@/features/campaigns/campaign-form';

const BATCH = 'b0000000-0000-4000-8000-000000000001';
const NOW = new Date('2026-03-01T10:00:00Z');
const at = (issues: { path: string; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.path, i.message]).reverse());

describe('the campaign form’s checks (saveCampaign’s schema, its checks across fields made by the form)', () => {
  const empty = campaignValues(null, NOW);
  const filled = {
    ...empty,
    title: { ...empty.title, en_US: 'Week' },
    steps: [{ key: 0, text: { ...empty.title, en_US: 'Come' } }],
    rewardBatchId: BATCH,
  };

  it('passes a filled campaign', () => {
    expect(campaignIssues(filled)).toEqual([]);
  });

  it('marks the texts at the server’s paths and the reward, limits and period by their reasons', () => {
    expect(at(campaignIssues(empty))).toEqual({
      'title.en_US': 'required',
      'steps.0.en_US': 'required',
      reward: 'reward_required',
    });
    expect(
      at(campaignIssues({ ...filled, endsAt: '2026-02-01T10:00', totalLimit: '0', perMemberLimit: 'x' })),
    ).toEqual({ endsAt: 'ends_before_start', totalLimit: 'total_range', perMemberLimit: 'per_member_range' });
    expect(at(campaignIssues({ ...filled, steps: [] }))).toEqual({ steps: 'steps_required' });
  });

  it('places the server’s checks across fields and reward ids beside their fields', () => {
    expect(
      atCampaignPaths([
        { path: '', message: 'reward_not_transferable' },
        { path: 'rewardProductId', message: 'not_found' },
        { path: 'steps.1.en_US', message: 'required' },
      ]).map((i) => i.path),
    ).toEqual(['rewardKind', 'reward', 'steps.1.en_US']);
  });
});
