import * as v from 'valibot';
import { CommonParams } from './common';
import { DELIVERY_TYPES, type DeliveryType } from './orders';

/** Delivery (spec §3 Address, §5 delivery fields): types, pickup points, the address book. */

/** The delivery fields of an order form (CreateOrderForm's DeliveryInput) a type may require. */
export const DELIVERY_FIELDS = [
  'receiverName',
  'receiverPhone',
  'district',
  'city',
  'addressDetail',
  'pickupPointId',
] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

const REQUIRED: Record<DeliveryType, readonly DeliveryField[]> = {
  DLV: ['receiverName', 'receiverPhone', 'district', 'city', 'addressDetail'],
  BRH: ['receiverName', 'receiverPhone', 'pickupPointId'],
  BOX: ['receiverName', 'receiverPhone', 'pickupPointId'],
  NONE: [],
};

/**
 * The fields a delivery type needs (spec §5 "delivery fields required as relevant"): the checkout form marks
 * them and the server's order check refuses their absence, from this one list.
 */
export function requiredDeliveryFields(type: DeliveryType): readonly DeliveryField[] {
  return REQUIRED[type];
}

export const PICKUP_TYPES = ['BRH', 'BOX'] as const;

export const DeliveryTypeInfo = v.object({
  code: v.picklist(DELIVERY_TYPES),
  /** The shipping cost in HK cents. */
  fee: v.string(),
  requires: v.array(v.picklist(DELIVERY_FIELDS)),
});
export type DeliveryTypeInfo = v.InferOutput<typeof DeliveryTypeInfo>;
export const DeliveryTypeList = v.array(DeliveryTypeInfo);

export const PickupPointsQuery = v.object({ ...CommonParams, type: v.optional(v.picklist(PICKUP_TYPES)) });
export const PickupPoint = v.object({
  id: v.string(),
  type: v.picklist(PICKUP_TYPES),
  name: v.string(),
  district: v.string(),
  city: v.string(),
  address: v.string(),
  hours: v.string(),
});
export type PickupPoint = v.InferOutput<typeof PickupPoint>;
export const PickupPointList = v.array(PickupPoint);

// ---- Address book ----------------------------------------------------------------------------------------------

/** Addresses one member may keep: enough for home, work and family, small enough to show in one list. */
export const ADDRESS_BOOK_LIMIT = 20;

const Uuid = v.pipe(v.string(), v.uuid());
const Required = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(max));
/** A form checkbox: 'true'/'1'/'on' is set; absent is unset. */
const Flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', 'on', 'off']), 'false'),
  v.transform((x) => x === 'true' || x === '1' || x === 'on'),
);
/** A receiver's phone: digits only, 6 to 15 of them (the area code is part of it when abroad). */
export const ReceiverPhone = v.pipe(v.string(), v.trim(), v.regex(/^\d{6,15}$/, 'phone_format'));

export const AddressForm = v.object({
  ...CommonParams,
  /** Present when editing one of the caller's addresses. */
  id: v.optional(Uuid),
  receiverName: Required(80),
  phone: ReceiverPhone,
  district: Required(80),
  city: Required(80),
  detail: Required(300),
  isDefault: Flag,
});
export type AddressForm = v.InferOutput<typeof AddressForm>;

export const AddressIdForm = v.object({ ...CommonParams, id: Uuid });

export const Address = v.object({
  id: v.string(),
  receiverName: v.string(),
  phone: v.string(),
  district: v.string(),
  city: v.string(),
  detail: v.string(),
  isDefault: v.boolean(),
});
export type Address = v.InferOutput<typeof Address>;
export const AddressList = v.array(Address);
export const AddressRef = v.object({ id: v.string() });
