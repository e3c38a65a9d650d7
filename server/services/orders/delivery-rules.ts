import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, deliveryTypes, pickupPoints } from '../../db/schema';
import { fail } from '../../http/errors';
import { requiredDeliveryFields, type DeliveryField } from '../../schemas/delivery';
import type { CreateOrderForm, DeliveryType } from '../../schemas/orders';
import { isNft, type LoadedLine } from './lines';

/** The delivery of an order as stored on it. */
export type DeliveryFields = {
  deliveryType: DeliveryType;
  cod: boolean;
  receiverName: string;
  receiverPhone: string;
  receiverEmail: string;
  receiverAddress: string;
  pickupPointId: string | null;
};

/**
 * The delivery types that suit these lines (spec §5): NFTs travel on chain (NONE); an order with a physical good
 * goes door-to-door (DLV) or to a pickup point (BRH branch, BOX locker).
 */
export function deliveryTypesFor(lines: readonly Pick<LoadedLine, 'item'>[]): DeliveryType[] {
  return lines.some((l) => !isNft(l.item)) ? ['DLV', 'BRH', 'BOX'] : ['NONE'];
}

/** Cash on delivery only when every line is a physical good whose seller takes it. */
export function codAllowedFor(lines: readonly Pick<LoadedLine, 'item'>[]): boolean {
  return lines.every((l) => !isNft(l.item) && l.item.allowCod);
}

/**
 * The fee of a delivery type in HK cents (delivery_types). A type that is not allowed for the lines, or that
 * the platform switched off, answers DELIVERY_TYPE_INVALID (4610); a type without a row costs nothing.
 */
export async function shippingFee(
  db: Db,
  type: DeliveryType,
  lines: readonly Pick<LoadedLine, 'item'>[],
): Promise<bigint> {
  if (!deliveryTypesFor(lines).includes(type)) fail('DELIVERY_TYPE_INVALID', 'delivery_type_not_for_items');
  const [row] = await db.select().from(deliveryTypes).where(eq(deliveryTypes.code, type)).limit(1);
  if (row && !row.active) fail('DELIVERY_TYPE_INVALID', 'delivery_type_inactive');
  return row ? BigInt(row.feeHkdCents) : 0n;
}

type Form = Pick<
  CreateOrderForm,
  | 'deliveryType'
  | 'receiverName'
  | 'receiverPhone'
  | 'district'
  | 'city'
  | 'addressDetail'
  | 'pickupPointId'
  | 'addressId'
  | 'cod'
  | 'email'
>;

/**
 * The delivery fields an order keeps, checked against its type (spec §5 delivery fields): DLV needs a
 * receiver, a phone and an address (typed or from the buyer's address book); BRH and BOX a receiver, a phone
 * and an active pickup point of that type; NONE nothing. Missing fields answer VALIDATION_FAILED with their
 * paths; cash on delivery where a line does not allow it answers COD_NOT_ALLOWED (4609).
 */
export async function resolveDelivery(
  db: Db,
  buyerId: string,
  form: Form,
  lines: readonly Pick<LoadedLine, 'item'>[],
): Promise<DeliveryFields> {
  const cod = form.cod === '1' || form.cod === 'true';
  if (cod && !codAllowedFor(lines)) fail('COD_NOT_ALLOWED', 'cod_not_allowed');
  const out: DeliveryFields = {
    deliveryType: form.deliveryType,
    cod,
    receiverName: form.receiverName,
    receiverPhone: form.receiverPhone,
    receiverEmail: form.email,
    receiverAddress: '',
    pickupPointId: null,
  };
  if (form.deliveryType === 'NONE') return { ...out, receiverName: '', receiverPhone: '' };
  let { district, city, addressDetail: detail } = form;
  if (form.deliveryType === 'DLV' && form.addressId) {
    const [a] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, form.addressId), eq(addresses.memberId, buyerId)))
      .limit(1);
    if (!a) fail('NOT_FOUND', 'address_not_found');
    out.receiverName ||= a.receiverName;
    out.receiverPhone ||= a.phone;
    ({ district, city, detail } = a);
  }
  // The fields each type needs come from the one list the checkout form marks (schemas/delivery.ts).
  const values: Record<DeliveryField, string> = {
    receiverName: out.receiverName,
    receiverPhone: out.receiverPhone,
    district,
    city,
    addressDetail: detail,
    pickupPointId: form.pickupPointId,
  };
  const issues = requiredDeliveryFields(form.deliveryType)
    .filter((field) => !values[field])
    .map((path) => ({ path, message: 'required' }));
  if (issues.length) fail('VALIDATION_FAILED', 'validation_failed', issues);
  if (form.deliveryType === 'DLV') return { ...out, receiverAddress: `${detail}, ${district}, ${city}` };
  const [point] = await db
    .select()
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, form.pickupPointId), eq(pickupPoints.active, true)))
    .limit(1);
  if (!point || point.type !== form.deliveryType) fail('DELIVERY_TYPE_INVALID', 'pickup_point_invalid');
  return { ...out, pickupPointId: point.id, receiverAddress: `${point.name}, ${point.address}` };
}
