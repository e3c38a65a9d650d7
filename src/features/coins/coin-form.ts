import type { FileRecord } from '@schemas/uploads';
import { COIN_EXPIRY_MONTHS_DEFAULT, COIN_PENDING_DAYS_DEFAULT, type LoyaltyCoin } from '@schemas/coins';
import type { FieldIssue } from '@/lib/field-issues';
import { decimalToMinor, minorToDecimal } from '@/lib/minor-money';
import { savedImage } from '@/lib/upload';

/** A campaign rule as typed: the campaign and the coins per reward claimed (digits). */
export type CampaignRuleValue = { campaignId: string; coins: string };

/** The coin form as typed: money in HK$ (two decimals), counts as text, the earn rule as "1 coin per HK$ N". */
export type CoinValues = {
  name: string;
  symbol: string;
  artwork: FileRecord | null;
  /** HK$ per coin, e.g. "0.10". */
  value: string;
  /** N of "1 coin per HK$ N"; blank: no coins for spending. */
  earnEvery: string;
  /** The saved num/den, sent back unchanged while `earnEvery` is what it showed. */
  earnSaved: { num: number; den: number; shown: string } | null;
  perStampCard: string;
  campaignRules: CampaignRuleValue[];
  pendingDays: string;
  expiryMonths: string;
  onChain: boolean;
};

/** "1 coin per HK$ N" of a saved num/den: N when the rule is one coin per whole HK$ N (1/10, 2/20), else ''. */
function everyOf({ num, den }: { num: number; den: number }): string {
  if (num === 0) return '';
  return den % num === 0 ? String(den / num) : '';
}

export function coinValues(coin: LoyaltyCoin | null): CoinValues {
  if (!coin)
    return {
      name: '',
      symbol: '',
      artwork: null,
      value: '',
      earnEvery: '10',
      earnSaved: null,
      perStampCard: '0',
      campaignRules: [],
      pendingDays: String(COIN_PENDING_DAYS_DEFAULT),
      expiryMonths: String(COIN_EXPIRY_MONTHS_DEFAULT),
      onChain: false,
    };
  const shown = everyOf(coin.earnPerHkd);
  return {
    name: coin.name,
    symbol: coin.symbol,
    artwork: coin.artworkPath ? savedImage(coin.artworkPath) : null,
    value: minorToDecimal(coin.valueMinor, 2) ?? '',
    earnEvery: shown,
    earnSaved: { ...coin.earnPerHkd, shown },
    perStampCard: coin.coinsPerStampCard,
    campaignRules: coin.campaignRules.map((r) => ({ ...r })),
    pendingDays: String(coin.pendingDays),
    expiryMonths: String(coin.expiryMonths),
    onChain: coin.onChain,
  };
}

const whole = (s: string, min: number, max: number) =>
  /^\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= max;

/** The form's own checks, as 4200-style issues (path, reason) so one text map words them and the server's. */
export function coinIssues(v: CoinValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  if (!v.name.trim()) add('name', 'required');
  if (!/^[A-Z0-9]{2,8}$/.test(v.symbol.trim())) add('symbol', v.symbol.trim() ? 'symbol_format' : 'required');
  const minor = decimalToMinor(v.value, 2);
  if (!minor || !/^[1-9]\d*$/.test(minor)) add('value', v.value.trim() ? 'money_format' : 'required');
  if (v.earnEvery.trim() && !whole(v.earnEvery, 1, 1_000_000)) add('earnEvery', 'whole_range');
  if (!/^\d{1,15}$/.test(v.perStampCard.trim())) add('perStampCard', 'coin_count');
  if (!whole(v.pendingDays, 0, 365)) add('pendingDays', 'days_range');
  if (!whole(v.expiryMonths, 1, 120)) add('expiryMonths', 'months_range');
  v.campaignRules.forEach((r, i) => {
    if (!r.campaignId) add(`campaignRules.${i}.campaignId`, 'required');
    if (!/^[1-9]\d{0,14}$/.test(r.coins.trim())) add(`campaignRules.${i}.coins`, 'coin_amount');
  });
  return issues;
}

/** What saveLoyaltyCoin is sent: flat form fields, the campaign rules bracketed. */
export function coinFields(v: CoinValues): Record<string, string> {
  const every = v.earnEvery.trim();
  const earn =
    v.earnSaved && every === v.earnSaved.shown && (every !== '' || v.earnSaved.num === 0)
      ? { num: v.earnSaved.num, den: v.earnSaved.den }
      : every
        ? { num: 1, den: Number(every) }
        : { num: 0, den: 1 };
  const fields: Record<string, string> = {
    name: v.name.trim(),
    symbol: v.symbol.trim(),
    artworkPath: v.artwork?.displayPath ?? '',
    valueMinor: decimalToMinor(v.value, 2) ?? v.value.trim(),
    earnPerHkdNum: String(earn.num),
    earnPerHkdDen: String(earn.den),
    coinsPerStampCard: v.perStampCard.trim(),
    pendingDays: v.pendingDays.trim(),
    expiryMonths: v.expiryMonths.trim(),
    onChain: v.onChain ? 'true' : 'false',
  };
  v.campaignRules.forEach((r, i) => {
    fields[`campaignRules[${i}][campaignId]`] = r.campaignId;
    fields[`campaignRules[${i}][coins]`] = r.coins.trim();
  });
  return fields;
}

/** The server's field names at the form's own (valueMinor is typed as `value`, the earn rule as `earnEvery`). */
export const COIN_FORM_PATHS: Record<string, string> = {
  valueMinor: 'value',
  earnPerHkdNum: 'earnEvery',
  earnPerHkdDen: 'earnEvery',
  coinsPerStampCard: 'perStampCard',
  artworkPath: 'artwork',
};
