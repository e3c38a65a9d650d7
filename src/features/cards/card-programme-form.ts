import { CardProgrammeForm } from '@schemas/cards';
import { schemaIssues, type FieldIssue } from '@/lib/field-issues';

/** One tier as typed: its name and VIP discount in percent (blank reads as 0). */
export type TierValues = { name: string; vipPercent: string };
/** The programme form as typed; months as text, the flags as ticks. */
export type ProgrammeValues = {
  name: string;
  description: string;
  tiers: TierValues[];
  validityMonths: string;
  web3Group: string;
  transferable: boolean;
  isDefault: boolean;
};

export const newTier = (): TierValues => ({ name: '', vipPercent: '0' });

export const emptyProgramme = (): ProgrammeValues => ({
  name: '',
  description: '',
  tiers: [newTier()],
  validityMonths: '12',
  web3Group: '',
  transferable: false,
  isDefault: false,
});

/** createCardProgramme's fields, the tiers bracketed (tiers[0][name]). */
export function programmeFields(v: ProgrammeValues): Record<string, string> {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    validityMonths: v.validityMonths,
    web3Group: v.web3Group.trim(),
    transferable: String(v.transferable),
    isDefault: String(v.isDefault),
    ...Object.fromEntries(
      v.tiers.flatMap((tier, i) => [
        [`tiers[${i}][name]`, tier.name.trim()],
        [`tiers[${i}][vipPercent]`, tier.vipPercent.trim() || '0'],
      ]),
    ),
  };
}

/** The server's schema (CardProgrammeForm) applied to what the form would send, at the form's paths. */
export function programmeIssues(v: ProgrammeValues): FieldIssue[] {
  return schemaIssues(CardProgrammeForm, {
    ...programmeFields(v),
    tiers: v.tiers.map((tier) => ({ name: tier.name.trim(), vipPercent: tier.vipPercent.trim() || '0' })),
  });
}
