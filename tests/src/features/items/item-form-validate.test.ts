import { describe, expect, it } from 'vitest';
import { ITEM_LIMITS } from '@schemas/products';
import { newTraitRow } from '@/features/items/item-form';
import { decimalAtLeast, validateItem } from '@/features/items/item-form.validate';
import { valuesFromDetail } from '@/features/items/item-payload';
import { COVER_ID, FILE_ID, detail, validValues } from './item-stub';

const paths = (issues: { path: string; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.path, i.message]));

describe('item rules (spec §5, as the server applies them)', () => {
  it('accepts a complete item', () => {
    expect(validateItem(validValues(), 'create')).toEqual([]);
  });

  it('compares prices as exact decimals, not floats', () => {
    expect(decimalAtLeast('0.01', '0.01')).toBe(true);
    expect(decimalAtLeast('0.009999999999999999', '0.01')).toBe(false);
    expect(decimalAtLeast('10', '9.999')).toBe(true);
  });

  it('checks prices per sell type: format and the minimum', () => {
    expect(paths(validateItem(validValues({ fixPrice: '0.001', fixPriceHK: '1.234' }), 'create'))).toEqual({
      fixPrice: 'price_min',
      fixPriceHK: 'amount_format',
    });
    const auction = validValues({ sellType: 'AUCTION', fixPrice: '', fixPriceHK: '', auctionBlPrice: '' });
    expect(paths(validateItem(auction, 'create'))).toEqual({ auctionBlPrice: 'required' });
    expect(validateItem({ ...auction, auctionBlPrice: '1.5' }, 'create')).toEqual([]);
  });

  it('needs platform, a well-formed contract address and a numeric token id for an item from elsewhere', () => {
    const non = validValues({ sourceType: 'NON', contractAddress: '0x12', tokenId: '7a' });
    expect(paths(validateItem(non, 'create'))).toEqual({
      platform: 'required',
      contractAddress: 'address_format',
      tokenId: 'token_id',
    });
    const fine = { ...non, platform: 'OpenSea', contractAddress: `0x${'a'.repeat(40)}`, tokenId: '42' };
    expect(validateItem(fine, 'create')).toEqual([]);
    // Fixed after creation: not checked when editing.
    expect(validateItem(non, 'edit')).toEqual([]);
  });

  it('needs the model number of a physical product, also when editing', () => {
    const physical = validValues({ sourceType: 'PHYSICAL' });
    expect(paths(validateItem(physical, 'edit'))).toEqual({ modelNumber: 'required' });
    expect(validateItem({ ...physical, modelNumber: 'HL-1' }, 'create')).toEqual([]);
  });

  it('wants a web address for the external link, and bounds copies and rows', () => {
    expect(paths(validateItem(validValues({ externalLink: 'ftp://x.example' }), 'create'))).toEqual({
      externalLink: 'url',
    });
    expect(validateItem(validValues({ externalLink: 'https://example.com/a' }), 'create')).toEqual([]);
    const many = validValues({
      contractType: 'ERC1155',
      quantity: String(ITEM_LIMITS.maxQuantity + 1),
      levels: Array.from({ length: ITEM_LIMITS.maxTraits + 1 }, () =>
        newTraitRow({ type: 'a', name: 'b', value: 'c' }),
      ),
    });
    expect(paths(validateItem(many, 'create'))).toEqual({ quantity: 'quantity_max', levels: 'too_many' });
  });

  it('needs a contract type and marks over-long trait text', () => {
    const v = validValues({
      contractType: '',
      stats: [newTraitRow({ type: 'x'.repeat(41), name: 'n', value: 'v' })],
    });
    expect(paths(validateItem(v, 'create'))).toEqual({
      contractType: 'contract_type',
      'stats.0.type': 'too_long',
    });
  });
});

describe('stored item → form values', () => {
  it('reads the licence period, also in the demo catalogue’s spellings', () => {
    const at = (period: string) =>
      valuesFromDetail(detail({ licence: { ...detail().licence!, period } })).licence.period;
    expect(at('MONTHS_6')).toBe('MONTHS_6');
    expect(at('perpetual')).toBe('PERPETUAL');
    expect(at('1 year')).toBe('MONTHS_12');
    expect(at('3 years')).toBe('');
  });

  it('keeps the stored cover and file, and answers Yes/No for the licence choices', () => {
    const v = valuesFromDetail(detail());
    expect(v.cover?.id).toBe(COVER_ID);
    expect(v.file?.id).toBe(FILE_ID);
    expect(v.licence).toMatchObject({ commercialUse: 'Y', copy: 'N', hasOthers: true });
    expect(v.quantity).toBe('5');
  });
});
