import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@schemas/campaigns';
import { PAGE_KIND_OF } from '@schemas/campaigns';
import MerchantLoyaltyScreen from '@/routes/screens/merchant-loyalty';
import { localInput } from '@/lib/local-time';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi, type ApiCall } from '../../../support/api-stub';
import { render } from '../../../support/render';

const ME = '11111111-1111-4111-8111-111111111111';
const BATCH = 'b0000000-0000-4000-8000-000000000001';
const ITEM = 'p0000000-0000-4000-8000-000000000001';
const PROGRAMME = 'c0000000-0000-4000-8000-000000000001';
const SAVED_ID = '22222222-2222-4222-8222-222222222222';

const text = (en: string, zh = '') => ({ en_US: en, zh_TW: zh, zh_CN: '', en_JP: '', en_KR: '' });
const batch = { id: BATCH, name: 'Free latte', remaining: 40, quantity: 100 };
const item = { id: ITEM, name: 'Early badge', stock: 20 };
const programme = { id: PROGRAMME, name: 'Harbour club', tiers: [] };

/** A campaign as saveCampaign and listCampaigns answer it. */
const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: SAVED_ID,
  mcId: 'DEMOCOUPON',
  merchantName: 'Harbour Bean',
  route: 'hsevent',
  pageKind: PAGE_KIND_OF.hsevent,
  title: text('Harbour coffee week', '海港咖啡週'),
  steps: [text('Log in'), text('Take part')],
  artwork: 'https://example.com/art.png',
  startsAt: '2026-03-01T02:00:00.000Z',
  endsAt: '2026-04-01T02:00:00.000Z',
  reward: {
    kind: 'COUPON',
    batchId: BATCH,
    productId: null,
    programmeId: null,
    name: 'Free latte',
    image: '',
  },
  totalLimit: 50,
  remaining: 48,
  perMemberLimit: 2,
  me: null,
  ...over,
});

/**
 * The merchant's API: the gate's and the reward lists, and /api/campaigns answering listCampaigns (GET, the
 * saved ones) and saveCampaign (POST, `saved`, which the list then holds).
 */
function merchantApi(saved: Campaign, listed: Campaign[] = []) {
  const mine = [...listed];
  return stubApi({
    '/api/coupons/batches/mine': okAnswer({ items: [batch] }),
    '/api/products': okAnswer({ items: [item], nextCursor: null }),
    '/api/cards/programmes/mine': okAnswer({ items: [programme] }),
    '/api/campaigns': (call) => {
      if (call.method !== 'POST') return okAnswer({ items: mine });
      mine.unshift(saved);
      return okAnswer(saved);
    },
  });
}

const open = () =>
  render(MerchantLoyaltyScreen, { path: '/merchantLoyalty', url: '/merchantLoyalty?tab=campaigns' });
const saves = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/campaigns' && c.method === 'POST');
type User = Awaited<ReturnType<typeof open>>['user'];

async function choose(user: User, field: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Types a text in one go (pasted: key by key, the long texts make the test slow on a busy machine). */
async function fill(user: User, field: string, value: string) {
  const input = await screen.findByRole('textbox', { name: field });
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

beforeEach(() => {
  // The "saved" toasts of the tests before stay up for their 4 s (the notifications' store outlives a render, and
  // ui-setup.ts cleans it per file): the refusal test's findByRole('alert') met several alerts and waited them out.
  notifications.clean();
  session.start(ME, 'tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

// Long forms driven field by field: on two busy workers one test takes several times its idle time.
describe('the merchant’s event pages (merchantLoyalty?tab=campaigns)', { timeout: 60_000 }, () => {
  it('creates a coupon campaign with the bracketed fields, and the list then shows it', async () => {
    const calls = merchantApi(campaign());
    const { user } = await open();
    expect(await screen.findByText('No event pages yet.')).toBeInTheDocument();

    await choose(user, 'Event page', '#/hsevent · Landing page with steps');
    await fill(user, 'Title (English)', 'Harbour coffee week');
    await fill(user, 'Step 1 (English)', 'Log in');
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    await fill(user, 'Step 2 (English)', 'Take part');
    await user.click(screen.getByRole('button', { name: 'Step 2: other languages' }));
    await fill(user, 'Step 2 in 繁體中文', '參加');
    await choose(user, 'Coupon batch', 'Free latte (40 of 100 left)');
    await fill(user, 'Rewards in total', '50');
    await fill(user, 'Rewards per member', '2');
    await user.click(screen.getByRole('button', { name: 'Create event page' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const body = saves(calls)[0]!.fields;
    expect(Object.fromEntries(body)).toMatchObject({
      route: 'hsevent',
      'title[en_US]': 'Harbour coffee week',
      'steps[0][en_US]': 'Log in',
      'steps[1][en_US]': 'Take part',
      'steps[1][zh_TW]': '參加',
      rewardKind: 'COUPON',
      rewardBatchId: BATCH,
      totalLimit: '50',
      perMemberLimit: '2',
    });
    // A new campaign has no id; only the chosen kind's reward travels; blank languages stay out.
    for (const absent of ['id', 'rewardProductId', 'rewardProgrammeId', 'title[zh_TW]', 'steps[0][zh_TW]'])
      expect(body.has(absent), absent).toBe(false);
    expect(new Date(body.get('endsAt')!).getTime()).toBeGreaterThan(
      new Date(body.get('startsAt')!).getTime(),
    );

    expect(await screen.findByText('Event page Harbour coffee week saved.')).toBeInTheDocument();
    const row = await screen.findByTestId('merchant-campaign');
    expect(within(row).getByRole('heading', { name: 'Harbour coffee week' })).toBeInTheDocument();
    expect(within(row).getByText('#/hsevent · Landing page with steps')).toBeInTheDocument();
    expect(within(row).getByText(/48 of 50 rewards left · Reward: Free latte/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open #/hsevent' })).toHaveAttribute('href', '/hsevent');
    // The saved campaign stays in the form: saving again changes it rather than making another.
    expect(screen.getByRole('heading', { name: 'Edit event page Harbour coffee week' })).toBeInTheDocument();
  });

  it('a membership card gives one per member and sends its programme', async () => {
    const calls = merchantApi(campaign());
    const { user } = await open();
    await fill(user, 'Title (English)', 'Club week');
    await fill(user, 'Step 1 (English)', 'Register');
    await fill(user, 'Rewards per member', '3');
    await user.click(screen.getByRole('radio', { name: 'Membership card' }));

    const perMember = screen.getByRole('textbox', { name: 'Rewards per member' });
    expect(perMember).toBeDisabled();
    expect(perMember).toHaveValue('1');
    expect(screen.getByText('A member holds one card of a programme.')).toBeInTheDocument();
    await choose(user, 'Card programme', 'Harbour club');
    await user.click(screen.getByRole('button', { name: 'Create event page' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const body = saves(calls)[0]!.fields;
    expect(body.get('rewardKind')).toBe('CARD');
    expect(body.get('rewardProgrammeId')).toBe(PROGRAMME);
    expect(body.get('perMemberLimit')).toBe('1');
    expect(body.has('rewardBatchId')).toBe(false);
  });

  it('a transfer page gives only a coupon: the other kinds are disabled with the reason', async () => {
    const calls = merchantApi(campaign());
    const { user } = await open();
    await fill(user, 'Title (English)', 'Pass it on');
    await fill(user, 'Step 1 (English)', 'Receive');
    // A collectible chosen first, then a transfer route: refused before sending, at the reward kind.
    await user.click(screen.getByRole('radio', { name: 'Collectible' }));
    await choose(user, 'Item to give', 'Early badge (20 in stock)');
    await choose(user, 'Event page', '#/pjmtrans · Receive and pass on');

    expect(screen.getByRole('radio', { name: 'Coupon' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Collectible' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Membership card' })).toBeDisabled();
    const kinds = screen.getByRole('radiogroup', { name: 'Reward' });
    expect(kinds).toHaveAccessibleDescription(/only a coupon can be passed on/);
    await user.click(screen.getByRole('button', { name: 'Create event page' }));
    expect(await screen.findByText('A transfer page can give only a coupon.')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('an empty title and step are required: the messages show at the fields and nothing is sent', async () => {
    const calls = merchantApi(campaign());
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Create event page' }));

    const title = screen.getByRole('textbox', { name: 'Title (English)' });
    const step = screen.getByRole('textbox', { name: 'Step 1 (English)' });
    for (const field of [title, step]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Required.');
    }
    expect(screen.getByRole('textbox', { name: 'Coupon batch' })).toHaveAccessibleDescription(
      'Choose the reward.',
    );
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
    expect(saves(calls)).toHaveLength(0);
  });

  it('Edit loads a saved campaign into the form, and saving sends its id', async () => {
    const saved = campaign();
    const calls = merchantApi(saved, [saved]);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour coffee week' }));

    const heading = screen.getByRole('heading', { name: 'Edit event page Harbour coffee week' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Event page' })).toHaveValue(
      '#/hsevent · Landing page with steps',
    );
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Harbour coffee week');
    // A language with a text is open to see.
    expect(screen.getByRole('textbox', { name: 'Title in 繁體中文' })).toHaveValue('海港咖啡週');
    expect(screen.getByRole('textbox', { name: 'Step 1 (English)' })).toHaveValue('Log in');
    expect(screen.getByRole('textbox', { name: 'Step 2 (English)' })).toHaveValue('Take part');
    expect(screen.getByRole('textbox', { name: 'Artwork address' })).toHaveValue(
      'https://example.com/art.png',
    );
    expect(screen.getByLabelText(/^Starts/)).toHaveValue(localInput(new Date(saved.startsAt)));
    expect(screen.getByLabelText(/^Ends/)).toHaveValue(localInput(new Date(saved.endsAt)));
    expect(screen.getByRole('radio', { name: 'Coupon' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Coupon batch' })).toHaveValue(
        'Free latte (40 of 100 left)',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Rewards in total' })).toHaveValue('50');
    expect(screen.getByRole('textbox', { name: 'Rewards per member' })).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const body = saves(calls)[0]!.fields;
    expect(body.get('id')).toBe(SAVED_ID);
    expect(body.get('title[zh_TW]')).toBe('海港咖啡週');
    expect(body.get('artwork')).toBe('https://example.com/art.png');
  });

  it('a refusal of the server is shown in words', async () => {
    stubApi({
      '/api/coupons/batches/mine': okAnswer({ items: [batch] }),
      '/api/campaigns': (call) =>
        call.method === 'POST' ? refusal(409, 409, null, 'total_below_given') : okAnswer({ items: [] }),
    });
    const { user } = await open();
    await fill(user, 'Title (English)', 'Week');
    await fill(user, 'Step 1 (English)', 'Come');
    await choose(user, 'Coupon batch', 'Free latte (40 of 100 left)');
    await user.click(screen.getByRole('button', { name: 'Create event page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The total cannot be less than the rewards already given.',
    );
  });
});
