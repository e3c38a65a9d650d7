import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@schemas/codes';
import type { Campaign, CampaignRoute } from '@schemas/campaigns';
import { PAGE_KIND_OF } from '@schemas/campaigns';
import type { MyCoupon } from '@schemas/coupons';
import { campaignScreen } from '@/routes/screens/campaign';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

const ME = '11111111-1111-4111-8111-111111111111';
const text = (en: string, zh = en) => ({ en_US: en, zh_TW: zh, zh_CN: '', en_JP: '', en_KR: '' });
const campaign = (route: CampaignRoute, me: Campaign['me'] = null): Campaign => ({
  id: '22222222-2222-4222-8222-222222222222',
  mcId: 'DEMOCOUPON',
  merchantName: 'Harbour Bean',
  route,
  pageKind: PAGE_KIND_OF[route],
  title: text('Harbour coffee week'),
  steps: [text('Log in or sign up'), text('Take part'), text('Receive your coupon')],
  artwork: '',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-12-31T00:00:00.000Z',
  reward: {
    kind: 'COUPON',
    batchId: 'b1',
    productId: null,
    programmeId: null,
    name: 'A free latte',
    image: '',
  },
  totalLimit: 100,
  remaining: 42,
  perMemberLimit: 1,
  me,
});
const COUPON = { id: '33333333-3333-4333-8333-333333333333' } as MyCoupon;
const joined = { joined: true, claimed: 0, couponIds: [], orderIds: [], cardIds: [] };
const received = { joined: true, claimed: 1, couponIds: [COUPON.id], orderIds: [], cardIds: [] };

const open = (route: CampaignRoute) => render(campaignScreen(route).default, { path: `/${route}` });

/** Mantine reads the phone query at once: every query matches, as on a phone. */
const asPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
});

describe('event pages', () => {
  it('landing, logged out: the steps, then sign up or log in with the way back here', async () => {
    stubApi({
      '/api/campaigns': okAnswer({ items: [campaign('mcevent')] }),
      '/api/campaigns/one': okAnswer(campaign('mcevent')),
    });
    const { user } = await open('mcevent');
    expect(await screen.findByRole('heading', { name: 'Harbour coffee week' })).toBeInTheDocument();
    expect(screen.getByText('42 of 100 rewards left')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Log in or sign up',
      'Take part',
      'Receive your coupon',
    ]);
    await user.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/signup\?redirect=%2Fmcevent/),
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('registration, logged in: joins, receives once with one claim key, and points at My coupons', async () => {
    session.start(ME, 'tok');
    const calls = stubApi({
      '/api/campaigns': okAnswer({ items: [campaign('pjmreg', null)] }),
      '/api/campaigns/one': okAnswer(
        campaign('pjmreg', { joined: false, claimed: 0, couponIds: [], orderIds: [], cardIds: [] }),
      ),
      '/api/campaigns/join': okAnswer(campaign('pjmreg', joined)),
      '/api/campaigns/claim': [
        refusal(503, 503),
        okAnswer({ campaignId: campaign('pjmreg').id, coupon: COUPON, order: null, duplicate: false }),
      ],
    });
    const { user } = await open('pjmreg');
    await user.click(await screen.findByRole('button', { name: 'Register and take part' }));
    await user.click(await screen.findByRole('button', { name: 'Receive A free latte' }));
    // A lost answer: the retry sends the same key, so the server answers the reward it gave.
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('campaign-received')).toHaveTextContent('A free latte is yours.');
    expect(screen.getByRole('link', { name: 'My coupons' })).toHaveAttribute('href', '/myCoupons');
    const claims = calls.filter((c) => c.path === '/api/campaigns/claim');
    expect(claims).toHaveLength(2);
    expect(claims[0]!.fields.get('key')).toBe(claims[1]!.fields.get('key'));
  });

  it('a collectible reward: its picture on the page, and once received it points at My NFTs', async () => {
    session.start(ME, 'tok');
    const nft = (me: Campaign['me']): Campaign => ({
      ...campaign('pjmreg', me),
      reward: {
        kind: 'NFT',
        batchId: null,
        productId: 'p1',
        programmeId: null,
        name: 'Early badge',
        image: '/files/badge.png',
      },
    });
    stubApi({
      '/api/campaigns': okAnswer({ items: [nft(joined)] }),
      '/api/campaigns/one': okAnswer(nft(joined)),
      '/api/campaigns/claim': okAnswer({
        campaignId: campaign('pjmreg').id,
        coupon: null,
        order: { id: 'o1', number: 'N1' },
        duplicate: false,
      }),
    });
    const { user } = await open('pjmreg');
    expect(await screen.findByRole('img', { name: 'Harbour coffee week' })).toHaveAttribute(
      'src',
      '/files/badge.png',
    );
    await user.click(await screen.findByRole('button', { name: 'Receive Early badge' }));
    expect(await screen.findByTestId('campaign-received')).toHaveTextContent('Early badge is yours.');
    expect(screen.getByRole('link', { name: 'My NFTs' })).toHaveAttribute('href', '/author?type=own');
    expect(screen.queryByRole('link', { name: 'My coupons' })).toBeNull();
  });

  it('a membership card reward: once received it points at My membership cards', async () => {
    session.start(ME, 'tok');
    const card = (me: Campaign['me']): Campaign => ({
      ...campaign('lubudsreg', me),
      reward: {
        kind: 'CARD',
        batchId: null,
        productId: null,
        programmeId: 'pg1',
        name: 'Harbour friends',
        image: '',
      },
    });
    stubApi({
      '/api/campaigns': okAnswer({ items: [card(joined)] }),
      '/api/campaigns/one': okAnswer(card(joined)),
      '/api/campaigns/claim': okAnswer({
        campaignId: campaign('lubudsreg').id,
        coupon: null,
        order: null,
        card: { id: 'card1', tokenId: 7, tierCode: 'T1' },
        duplicate: false,
      }),
    });
    const { user } = await open('lubudsreg');
    await user.click(await screen.findByRole('button', { name: 'Receive Harbour friends' }));
    expect(await screen.findByTestId('campaign-received')).toHaveTextContent('Harbour friends is yours.');
    expect(screen.getByRole('link', { name: 'My membership cards' })).toHaveAttribute('href', '/memberCard');
    expect(screen.queryByRole('link', { name: 'My coupons' })).toBeNull();
  });

  it('a sold-out campaign says so in words', async () => {
    session.start(ME, 'tok');
    stubApi({
      '/api/campaigns': okAnswer({ items: [campaign('hsevent', joined)] }),
      '/api/campaigns/one': okAnswer(campaign('hsevent', joined)),
      '/api/campaigns/claim': refusal(409, Code.SOLD_OUT),
    });
    const { user } = await open('hsevent');
    await user.click(await screen.findByRole('button', { name: 'Receive A free latte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('every reward of this event has been given');
  });

  it('transfer page: a received reward is passed on by e-mail with the picture code', async () => {
    session.start(ME, 'tok');
    const calls = stubApi({
      '/api/campaigns': okAnswer({ items: [campaign('pjmtrans', received)] }),
      '/api/campaigns/one': okAnswer(campaign('pjmtrans', received)),
      '/api/captcha': okAnswer({ captchaId: 'cap-1', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      '/api/campaigns/transfer': okAnswer(COUPON),
    });
    const { user } = await open('pjmtrans');
    expect(await screen.findByTestId('campaign-received')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /picture code/i }), 'k7pm');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect(await screen.findByTestId('campaign-transferred')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/campaigns/transfer')!.fields;
    expect([sent.get('by'), sent.get('email'), sent.get('captchaId'), sent.get('captchaText')]).toEqual([
      'email',
      'friend@example.com',
      'cap-1',
      'k7pm',
    ]);
    expect(sent.get('couponId')).toBe(COUPON.id);
  });

  it('transfer page: an e-mail the server refuses (4200) is marked on its field', async () => {
    session.start(ME, 'tok');
    stubApi({
      '/api/campaigns': okAnswer({ items: [campaign('pjmtrans', received)] }),
      '/api/campaigns/one': okAnswer(campaign('pjmtrans', received)),
      '/api/captcha': okAnswer({ captchaId: 'cap-1', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      '/api/campaigns/transfer': refusal(400, 4200, [{ path: 'email', message: 'email_format' }]),
    });
    const { user } = await open('pjmtrans');
    expect(await screen.findByTestId('campaign-received')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    const email = screen.getByRole('textbox', { name: /e-mail/i });
    await user.type(email, 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /picture code/i }), 'k7pm');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please check this field.');
  });

  it('mobile login page: a desktop visitor is asked to scan the page with a phone; a phone sees the event', async () => {
    stubApi({
      '/api/campaigns': okAnswer({ items: [campaign('axalogin')] }),
      '/api/campaigns/one': okAnswer(campaign('axalogin')),
    });
    const desktop = await open('axalogin');
    expect(await screen.findByTestId('campaign-phone-only')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of this page' })).toBeInTheDocument();
    desktop.unmount();
    asPhone();
    await open('axalogin');
    expect(await screen.findByRole('heading', { name: 'Harbour coffee week' })).toBeInTheDocument();
    expect(screen.queryByTestId('campaign-phone-only')).toBeNull();
  });

  it('no campaign on a route: says so; a failed read offers Refresh', async () => {
    stubApi({ '/api/campaigns': [refusal(503, 503), okAnswer({ items: [] })] });
    const { user } = await open('lubudsreg');
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/no event is running/i));
  });
});
