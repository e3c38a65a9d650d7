import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { CommonParams } from '../schemas/common';
import {
  Address,
  AddressForm,
  AddressIdForm,
  AddressList,
  AddressRef,
  DeliveryTypeList,
  PickupPointList,
  PickupPointsQuery,
} from '../schemas/delivery';
import { deleteAddress, listAddresses, saveAddress } from '../services/orders/addresses';
import { listDeliveryTypes } from '../services/orders/delivery-types';
import { listPickupPoints } from '../services/orders/pickup-points';

const tags = ['delivery'] as const;
const Common = v.object(CommonParams);

/** Delivery types with their required fields, pickup points and the caller's address book. */
export const deliveryRoutes = new Hono<AppEnv>()
  .get(
    '/delivery-types',
    operation('listDeliveryTypes', DeliveryTypeList, {
      tags,
      summary: 'List delivery types',
      description: 'DLV, BRH, BOX and NONE with the fields each requires (spec §3).',
    }),
    input('query', Common),
    async (c) => ok(c, await listDeliveryTypes(c.var.deps.db)),
  )
  .get(
    '/pickup-points',
    operation('listPickupPoints', PickupPointList, {
      tags,
      summary: 'List pickup points',
      description: 'Self-pickup points (branches and boxes) by district (spec §3 Address).',
    }),
    input('query', PickupPointsQuery),
    async (c) => ok(c, await listPickupPoints(c.var.deps.db, c.req.valid('query').type)),
  )
  .get(
    '/addresses',
    operation('listAddresses', AddressList, {
      tags,
      summary: 'List saved addresses',
      description: "The caller's address book, the default first.",
    }),
    requireMember,
    input('query', Common),
    async (c) => ok(c, await listAddresses(c.var.deps.db, c.var.member!.id)),
  )
  .post(
    '/addresses',
    operation('saveAddress', Address, {
      tags,
      summary: 'Save an address',
      description: 'Creates or (with `id`) changes an address; one default.',
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('form', AddressForm),
    async (c) => ok(c, await saveAddress(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/addresses/delete',
    operation('deleteAddress', AddressRef, {
      tags,
      summary: 'Delete an address',
      description: "Deletes one of the caller's addresses.",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('form', AddressIdForm),
    async (c) => ok(c, await deleteAddress(c.var.deps.db, c.var.member!.id, c.req.valid('form').id)),
  );
