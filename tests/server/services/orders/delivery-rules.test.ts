import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, pickupPoints, products } from '../../../../server/db/schema';
import { Code } from '../../../../server/schemas/codes';
import {
  codAllowedFor,
  deliveryTypesFor,
  resolveDelivery,
} from '../../../../server/services/orders/delivery-rules';
import type { TestServer } from '../../../support/server';
import { orderServer, person, type Session } from '../../routes/orders-fixtures';

let s: TestServer;
let buyer: Session;
let other: Session;

beforeAll(async () => {
  s = await orderServer();
  buyer = await person(s, 'Buyer');
  other = await person(s, 'Other');
});
afterAll(() => s.close());

type Item = typeof products.$inferSelect;
const line = (sourceType: Item['sourceType'], allowCod = false) => ({
  item: { sourceType, allowCod } as Item,
});
const good = [line('PHYSICAL', true)];
const base = {
  receiverName: '',
  receiverPhone: '',
  district: '',
  city: '',
  addressDetail: '',
  pickupPointId: '',
  addressId: '',
  cod: '0' as const,
  email: 'b@example.com',
};

describe('delivery rules', () => {
  it('NFTs travel as NONE, physical goods by DLV, BRH or BOX; COD only when every line takes it', () => {
    expect(deliveryTypesFor([line('SELF'), line('NON')])).toEqual(['NONE']);
    expect(deliveryTypesFor([line('SELF'), line('PHYSICAL')])).toEqual(['DLV', 'BRH', 'BOX']);
    expect(codAllowedFor(good)).toBe(true);
    expect(codAllowedFor([...good, line('PHYSICAL')])).toBe(false);
    expect(codAllowedFor([line('SELF')])).toBe(false);
  });

  it('DLV takes the address from the buyer’s own address book, not another member’s (404)', async () => {
    const [mine] = await s.deps.db
      .insert(addresses)
      .values({
        memberId: buyer.memberId,
        receiverName: 'Lee',
        phone: '61234567',
        district: 'Sha Tin',
        city: 'New Territories',
        detail: '8 Main St',
      })
      .returning();
    const form = { ...base, deliveryType: 'DLV' as const, addressId: mine!.id };
    expect(await resolveDelivery(s.deps.db, buyer.memberId, form, good)).toMatchObject({
      receiverName: 'Lee',
      receiverPhone: '61234567',
      receiverAddress: '8 Main St, Sha Tin, New Territories',
      pickupPointId: null,
    });
    await expect(resolveDelivery(s.deps.db, other.memberId, form, good)).rejects.toMatchObject({
      code: Code.NOT_FOUND,
    });
  });

  it('BRH and BOX need an active pickup point of their own type (4610)', async () => {
    const [branch] = await s.deps.db
      .insert(pickupPoints)
      .values({
        type: 'BRH',
        name: 'Central branch',
        district: 'Central',
        city: 'HK',
        address: '1 Des Voeux Rd',
      })
      .returning();
    const form = { ...base, receiverName: 'Lee', receiverPhone: '61234567', pickupPointId: branch!.id };
    expect(
      await resolveDelivery(s.deps.db, buyer.memberId, { ...form, deliveryType: 'BRH' }, good),
    ).toMatchObject({
      pickupPointId: branch!.id,
      receiverAddress: 'Central branch, 1 Des Voeux Rd',
    });
    await expect(
      resolveDelivery(s.deps.db, buyer.memberId, { ...form, deliveryType: 'BOX' }, good),
    ).rejects.toMatchObject({ code: Code.DELIVERY_TYPE_INVALID });
    await expect(
      resolveDelivery(s.deps.db, buyer.memberId, { ...form, pickupPointId: '', deliveryType: 'BRH' }, good),
    ).rejects.toMatchObject({
      code: Code.VALIDATION_FAILED,
      data: [{ path: 'pickupPointId', message: 'required' }],
    });
  });

  it('refuses cash on delivery for a line that does not take it (4609)', async () => {
    const form = { ...base, deliveryType: 'NONE' as const, cod: '1' as const };
    await expect(resolveDelivery(s.deps.db, buyer.memberId, form, [line('SELF')])).rejects.toMatchObject({
      code: Code.COD_NOT_ALLOWED,
    });
  });
});
