import { describe, expect, it } from 'vitest';
import { emptyProgramme, programmeFields, programmeIssues } from '@/features/cards/card-programme-form';

describe('the card programme form’s checks (createCardProgramme’s schema)', () => {
  const filled = { ...emptyProgramme(), name: 'Harbour club', tiers: [{ name: 'Gold', vipPercent: '' }] };

  it('passes a filled programme; a blank discount goes as 0', () => {
    expect(programmeIssues(filled)).toEqual([]);
    expect(programmeFields(filled)).toMatchObject({ 'tiers[0][name]': 'Gold', 'tiers[0][vipPercent]': '0' });
  });

  it('marks the name, each tier at its own path, and the months', () => {
    const issues = programmeIssues({
      ...filled,
      name: ' ',
      tiers: [
        { name: 'Gold', vipPercent: '1.234' },
        { name: '', vipPercent: '5' },
      ],
      validityMonths: '0',
    });
    expect(Object.fromEntries(issues.map((i) => [i.path, i.message]))).toEqual({
      name: 'required',
      'tiers.0.vipPercent': 'percent_format',
      'tiers.1.name': 'required',
      validityMonths: expect.any(String),
    });
  });
});
