import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  ApplicationStatus,
  DocumentKind,
  ENTITY_TYPES,
  INDUSTRIES,
  Plan,
  REGIONS,
} from '@schemas/merchants';

/** The words for the registration's choices and the application's states, in the interface language. */

export const entityTypeLabel: Record<(typeof ENTITY_TYPES)[number], MessageDescriptor> = {
  SOLE_PROPRIETORSHIP: msg`Sole proprietorship`,
  PARTNERSHIP: msg`Partnership`,
  LIMITED_COMPANY: msg`Limited company`,
  LISTED_COMPANY: msg`Listed company`,
  NON_PROFIT: msg`Non-profit organisation`,
  OTHER: msg`Other`,
};

export const industryLabel: Record<(typeof INDUSTRIES)[number], MessageDescriptor> = {
  RETAIL: msg`Retail`,
  FOOD_BEVERAGE: msg`Food and beverage`,
  BEAUTY_WELLNESS: msg`Beauty and wellness`,
  ENTERTAINMENT: msg`Entertainment`,
  TRAVEL_HOSPITALITY: msg`Travel and hospitality`,
  EDUCATION: msg`Education`,
  ART_COLLECTIBLES: msg`Art and collectibles`,
  TECHNOLOGY: msg`Technology`,
  FINANCE: msg`Finance`,
  OTHER: msg`Other`,
};

export const regionLabel: Record<(typeof REGIONS)[number], MessageDescriptor> = {
  HK: msg`Hong Kong`,
  MO: msg`Macau`,
  TW: msg`Taiwan`,
  CN: msg`Mainland China`,
  SG: msg`Singapore`,
  MY: msg`Malaysia`,
  JP: msg`Japan`,
  KR: msg`South Korea`,
  TH: msg`Thailand`,
  PH: msg`Philippines`,
  AU: msg`Australia`,
  GB: msg`United Kingdom`,
  US: msg`United States`,
  OTHER: msg`Other country or region`,
};

export const documentLabel: Record<DocumentKind, MessageDescriptor> = {
  BR: msg`Business registration (BR)`,
  CI: msg`Certificate of incorporation (CI)`,
  BANK_STATEMENT: msg`Bank statement`,
  OTHER: msg`Other document`,
};

export const statusLabel: Record<ApplicationStatus, MessageDescriptor> = {
  PENDING: msg`Under review`,
  DOCUMENT_REQUESTED: msg`Document requested`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Not approved`,
};

export const planLabel: Record<Plan, MessageDescriptor> = {
  NONE: msg`No plan`,
  BASIC: msg`Basic`,
  BUSINESS: msg`Business`,
  ENTERPRISE: msg`Enterprise`,
};

export const merchantTypeLabel: Record<'COUPON' | 'PMS' | 'GENERAL', MessageDescriptor> = {
  COUPON: msg`E-coupon merchant (COUPON)`,
  PMS: msg`E-shop merchant (PMS)`,
  GENERAL: msg`Platform`,
};
