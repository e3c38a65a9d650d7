import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingPage } from '@/features/pricing/PricingPage';
import { render } from '../../../support/render';

describe('pricing', () => {
  it('shows the three plans with their monthly prices and calls to action', async () => {
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
      '/merchant',
    );
    expect(within(enterprise).getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains the missing creation permission when sent here by the guard', async () => {
    await render(() => <PricingPage denied="CREATE" />, { path: '/pricing' });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have creation permission yet.');
  });
});
