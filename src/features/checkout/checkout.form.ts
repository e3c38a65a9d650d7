import * as v from 'valibot';
import { DELIVERY_FIELDS, requiredDeliveryFields } from '@schemas/delivery';
import { BuyerInfo, DeliveryInput, type DeliveryType } from '@schemas/orders';
import type { UserInfo } from '@schemas/members';
import type { OrderFields } from '@machines/checkout.types';
import { fieldError } from './checkout.errors';

/** Step 1's form: buyer info and the delivery fields (server/schemas/orders.ts BuyerInfo, DeliveryInput). */
export type CheckoutValues = {
  buyerName: string;
  areaCode: string;
  mobile: string;
  email: string;
  address: string;
  receipt: string;
  walletAddress: string;
  remark: string;
  receiverName: string;
  receiverPhone: string;
  district: string;
  city: string;
  addressDetail: string;
  pickupPointId: string;
  addressId: string;
  cod: boolean;
  /** Keep the typed address in the address book. */
  saveAddress: boolean;
};

/** Field order of the form on screen (delivery above buyer info): the first invalid one gets the focus. */
export const FIELD_ORDER: (keyof CheckoutValues)[] = [
  'addressId',
  ...DELIVERY_FIELDS,
  'buyerName',
  'email',
  'areaCode',
  'mobile',
  'address',
  'receipt',
  'walletAddress',
  'remark',
];

/** Name and e-mail from the cached member (the header has loaded it), the rest empty. */
export function prefill(me: Partial<UserInfo> | undefined): CheckoutValues {
  return {
    buyerName: me?.name ?? '',
    areaCode: '+852',
    mobile: '',
    email: me?.memberLite?.email ?? '',
    address: '',
    receipt: me?.name ?? '',
    walletAddress: '',
    remark: '',
    receiverName: '',
    receiverPhone: '',
    district: '',
    city: '',
    addressDetail: '',
    pickupPointId: '',
    addressId: '',
    cod: false,
    saveAddress: false,
  };
}

const Buyer = v.object(BuyerInfo.entries);
const Delivery = v.object(DeliveryInput.entries);

/**
 * Validates with the server's schemas, then the fields the delivery type requires (the same list the
 * server checks); answers translated texts by field. An address-book choice fills the typed fields.
 */
export function validateCheckout(values: CheckoutValues, type: DeliveryType): Record<string, string> {
  const errors: Record<string, string> = {};
  const note = (issues: v.BaseIssue<unknown>[] | undefined) => {
    for (const issue of issues ?? []) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && !errors[key]) errors[key] = fieldError(issue.message);
    }
  };
  note(v.safeParse(Buyer, buyerFields(values)).issues);
  note(v.safeParse(Delivery, deliveryFields(values, type)).issues);
  for (const f of requiredDeliveryFields(type))
    if (values[f].trim() === '' && !errors[f]) errors[f] = fieldError('required');
  if (
    type !== 'NONE' &&
    values.receiverPhone.trim() !== '' &&
    !/^\d{6,15}$/.test(values.receiverPhone.trim())
  )
    errors.receiverPhone ??= fieldError('phone_format');
  return errors;
}

const buyerFields = (x: CheckoutValues) => ({
  buyerName: x.buyerName,
  areaCode: x.areaCode,
  mobile: x.mobile,
  email: x.email,
  address: x.address,
  receipt: x.receipt,
  walletAddress: x.walletAddress,
  remark: x.remark,
});

function deliveryFields(x: CheckoutValues, type: DeliveryType) {
  const pickup = type === 'BRH' || type === 'BOX';
  const typed = type === 'DLV';
  return {
    deliveryType: type,
    receiverName: type === 'NONE' ? '' : x.receiverName,
    receiverPhone: type === 'NONE' ? '' : x.receiverPhone,
    district: typed ? x.district : '',
    city: typed ? x.city : '',
    addressDetail: typed ? x.addressDetail : '',
    pickupPointId: pickup ? x.pickupPointId : '',
    addressId: type === 'DLV' ? x.addressId : '',
    cod: x.cod ? '1' : '0',
  };
}

/** The createOrder fields of the form (the machine adds lines, currency, promotion code and requestKey). */
export function orderFields(values: CheckoutValues, type: DeliveryType): OrderFields {
  const out: OrderFields = {};
  for (const [k, val] of Object.entries({ ...buyerFields(values), ...deliveryFields(values, type) }))
    if (val.trim() !== '') out[k] = val.trim();
  return out;
}
