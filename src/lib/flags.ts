/**
 * Feature flags of spec §9 (plus the creation-permission check of §2), read once from VITE_FLAG_* at build
 * time: 'true'/'1' turn a flag on, 'false'/'0' off, anything else keeps the default.
 */
const env = import.meta.env as Record<string, string | undefined>;

function flag(name: string, fallback: boolean): boolean {
  const raw = env[`VITE_FLAG_${name}`]?.trim().toLowerCase();
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return fallback;
}

export const features = {
  /** Polygon next to Ethereum. */
  openPolygon: flag('OPEN_POLYGON', true),
  /** The header's wallet button and panel. */
  showWallet: flag('SHOW_WALLET', true),
  /** The custodial wallet provider. */
  isOpenCustonomy: flag('IS_OPEN_CUSTONOMY', true),
  /** The language switch. */
  internationalization: flag('INTERNATIONALIZATION', true),
  /** en_JP and en_KR (Japanese and Korean text) in the language switch; on, as the platform issue asks. */
  openMoreLang: flag('OPEN_MORE_LANG', true),
  octHidden: flag('OCT_HIDDEN', false),
  /** Physical goods (PMS) orders. */
  showPms: flag('SHOW_PMS', true),
  showCouponStatus: flag('SHOW_COUPON_STATUS', true),
  /** Third-party login (Google) and the account-binding page; on, since a sandbox issuer runs without Google. */
  isOpenThidLogin: flag('IS_OPEN_THID_LOGIN', true),
  showEdit: flag('SHOW_EDIT', true),
  /** Creation needs the member's permission tag (spec §2). */
  checkCreatePermission: flag('CHECK_CREATE_PERMISSION', true),
} as const;

export type FeatureFlag = keyof typeof features;

/** The external e-coupon site the profile menu opens (spec §2 "my e-coupons"); null hides the item. */
export const couponSiteUrl: string | null = env.VITE_COUPON_SITE_URL?.trim() || null;
