import type { EformState, EformTarget } from '@schemas/eforms';

/** The QR mini page's e-forms as the API answers them, for the machine and page tests. */
export const ADDR = '0x1234567890abcdef1234567890abcdef12345678';
export const EFORM: EformState = {
  id: '22222222-2222-4222-8222-222222222222',
  type: 'mcard',
  mcId: 'SHOP1',
  email: 'visitor@example.com',
  status: 'SUBMITTED',
  codePurpose: 'signup',
  resendAfterSeconds: 60,
  expiresInSeconds: 600,
  wallets: [],
  submittedAt: '2026-01-01T00:00:00.000Z',
  completedAt: null,
};
export const COMPLETED: EformState = {
  ...EFORM,
  status: 'COMPLETED',
  completedAt: '2026-01-01T00:01:00.000Z',
  wallets: [
    {
      blockchain: 'ETHEREUM',
      walletAddress: ADDR,
      walletType: 'OWN',
      custodial: true,
      boundAt: '2026-01-01T00:01:00.000Z',
    },
  ],
};

/** What SHOP1's membership-card QR code joins. */
export const TARGET: EformTarget = {
  type: 'mcard',
  mcId: 'SHOP1',
  merchant: { name: 'Harbour Bean Café', logo: null },
  card: { name: 'Harbour Bean Club', description: 'VIP prices on every order.', tier: 'Silver' },
};
