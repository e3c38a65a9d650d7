import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MerchantDetail, MyPlan } from '@schemas/merchants';
import { PricingPage } from '@/features/pricing/PricingPage';
import { session } from '@/lib/session';
import { okAnswer, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const merchant = (over: Partial<MerchantDetail> = {}): MerchantDetail => ({
  mcId: 'MSHOP0001',
  name: 'Harbour Tea House',
  type: 'COUPON',
  status: 'ACTIVE',
  contactEmail: 'mei@tea.example',
  website: null,
  description: '',
  logo: null,
  plan: 'NONE',
  planStatus: 'NONE',
  planPeriodEnd: null,
  planGraceUntil: null,
  planCancelAtPeriodEnd: false,
  features: [],
  ...over,
});

describe('pricing', () => {
  it('shows the three plans with their monthly prices, and leads visitors to register their business', async () => {
    await render(() => <PricingPage />, { path: '/pricing' });
    const basic = screen.getByRole('region', { name: 'Basic' });
    const business = screen.getByRole('region', { name: 'Business' });
    const enterprise = screen.getByRole('region', { name: 'Enterprise' });
    expect(within(basic).getByText('$90')).toBeInTheDocument();
    expect(within(basic).getByText('Redemption tools')).toBeInTheDocument();
    expect(within(business).getByText('$130')).toBeInTheDocument();
    expect(within(business).getByText('IP verification')).toBeInTheDocument();
    expect(within(enterprise).getByText('On request')).toBeInTheDocument();
    expect(within(enterprise).getByText('Custom domain')).toBeInTheDocument();
    expect(within(basic).getByRole('link', { name: 'Start with Basic' })).toHaveAttribute(
      'href',
      '/registerForm',
    );
    expect(within(enterprise).getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      '/contact?topic=enterprise',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains the missing creation permission when sent here by the guard', async () => {
    await render(() => <PricingPage denied="CREATE" />, { path: '/pricing' });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have creation permission yet.');
  });

  it('shows a merchant its plan and sends a subscription to the payment of its order', async () => {
    await session.start('11111111-1111-4111-8111-111111111111', 'tok');
    const basic: MyPlan = {
      merchant: merchant({ plan: 'BASIC', planStatus: 'ACTIVE', planPeriodEnd: '2026-02-28T10:00:00.000Z' }),
      openInvoice: null,
    };
    const calls = stubApi({
      '/api/merchants/plan': okAnswer(basic),
      '/api/merchants/plan/subscribe': okAnswer({
        ...basic,
        openInvoice: {
          id: 'i',
          orderId: 'o-1',
          plan: 'BUSINESS',
          kind: 'NEW',
          status: 'OPEN',
          periodStart: '2026-02-01T00:00:00.000Z',
          periodEnd: '2026-03-01T00:00:00.000Z',
          usdCents: 13000,
          hkdCents: '101400',
        },
      }),
    });
    const { user } = await render(() => <PricingPage />, { path: '/pricing' });
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByRole('status')).toHaveTextContent('Renews on February 28, 2026.');
    expect(
      within(screen.getByRole('region', { name: 'Basic' })).getByRole('button', {
        name: 'Your current plan',
      }),
    ).toBeDisabled();
    await user.click(
      within(screen.getByRole('region', { name: 'Business' })).getByRole('button', {
        name: 'Choose Business',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment?orderId=o-1'));
    expect(calls.find((c) => c.path === '/api/merchants/plan/subscribe')?.fields.get('plan')).toBe(
      'BUSINESS',
    );
  });
});
