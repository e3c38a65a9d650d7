import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A merchant plan of spec §1/§9; `monthlyUsd` null means the price is agreed on request. */
export type Plan = {
  id: 'BASIC' | 'BUSINESS' | 'ENTERPRISE';
  name: MessageDescriptor;
  pitch: MessageDescriptor;
  monthlyUsd: number | null;
  /** Features this plan adds to the one before it. */
  features: MessageDescriptor[];
  /** The plan whose features this one includes. */
  includes: MessageDescriptor | null;
  /** The label of the plan's button for a merchant who may subscribe (or, Enterprise, ask). */
  cta: MessageDescriptor;
  highlighted?: boolean;
};

/** Spec §1 offer and §9 prices: Basic US$90, Business US$130 per month, Enterprise on request. */
export const PLANS: Plan[] = [
  {
    id: 'BASIC',
    name: msg`Basic`,
    pitch: msg`Everything a shop needs to start issuing digital coupons and membership cards.`,
    monthlyUsd: 90,
    includes: null,
    features: [
      msg`Digitized and tokenized coupons`,
      msg`Membership cards`,
      msg`E-shop with physical goods`,
      msg`Custody wallets for your customers`,
      msg`Customer relationship management (CRM)`,
      msg`Redemption tools`,
    ],
    cta: msg`Start with Basic`,
  },
  {
    id: 'BUSINESS',
    name: msg`Business`,
    pitch: msg`For growing brands that want their own page and a loyalty programme.`,
    monthlyUsd: 130,
    includes: msg`Everything in Basic, plus:`,
    features: [msg`Merchant page`, msg`Loyalty programme`, msg`Metaverse showcase`, msg`IP verification`],
    cta: msg`Choose Business`,
    highlighted: true,
  },
  {
    id: 'ENTERPRISE',
    name: msg`Enterprise`,
    pitch: msg`A tailored platform for large merchants, venues and brand groups.`,
    monthlyUsd: null,
    includes: msg`Everything in Business, plus:`,
    features: [
      msg`Custom domain`,
      msg`Tickets`,
      msg`Loyalty coins`,
      msg`E-stamps`,
      msg`AI-generated offers`,
      msg`Analytics dashboard`,
    ],
    cta: msg`Contact sales`,
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** Plan prices are quoted in US dollars whatever the interface language (spec §9 "US$90"). */
export const formatUsd = (amount: number) => usd.format(amount);

/** The plans' names by the server's plan value. */
export const PLAN_NAMES: Record<'NONE' | Plan['id'], MessageDescriptor> = {
  NONE: msg`No plan`,
  BASIC: msg`Basic`,
  BUSINESS: msg`Business`,
  ENTERPRISE: msg`Enterprise`,
};
