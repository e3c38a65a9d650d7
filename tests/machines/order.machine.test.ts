import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { allowedOrderActions, orderMachine, orderSnapshotAt, type OrderEvent } from '@machines/order.machine';
import { ORDER_LABELS, orderFulfilment, orderLabel, paymentStateOf } from '@machines/order-status';
import { unreachedStates } from '../support/machine-paths';

const events: OrderEvent[] = [
  { type: 'order.pay', by: 'BUYER' },
  { type: 'order.paid', by: 'PROVIDER', paymentState: 'PARTIAL' },
  { type: 'order.paid', by: 'PROVIDER', paymentState: 'FULL' },
  { type: 'order.cancel', by: 'BUYER' },
  { type: 'order.expire', by: 'SYSTEM' },
  { type: 'order.transfer', by: 'SYSTEM' },
  { type: 'order.ship', by: 'SELLER', allShipped: false },
  { type: 'order.ship', by: 'SELLER', allShipped: true },
  { type: 'order.confirm', by: 'BUYER' },
  { type: 'order.autoFinish', by: 'SYSTEM' },
  { type: 'order.refund', by: 'SUPPORT' },
];

const next = (label: (typeof ORDER_LABELS)[number], event: OrderEvent, cod = false) =>
  transition(orderMachine, orderSnapshotAt(label, cod), event)[0].value;

describe('order machine', () => {
  it('reaches every label (xstate/graph shortest paths)', () => {
    expect(unreachedStates(orderMachine, events as never[])).toEqual([]);
  });

  it('pays partly, then fully, and a later payment is refunded, not kept', () => {
    expect(next('NEW', events[1]!)).toBe('DEPOSITDPAID');
    expect(next('DEPOSITDPAID', events[2]!)).toBe('FULLPAID');
    const [, actions] = transition(orderMachine, orderSnapshotAt('FULLPAID', false), events[2]!);
    expect(actions.map((a) => a.type)).toContain('refundUnneeded');
    const [, late] = transition(orderMachine, orderSnapshotAt('CANCELLED', false), events[2]!);
    expect(late.map((a) => a.type)).toContain('refundUnneeded');
  });

  it('only the server side moves payment: a buyer cannot mark an order paid', () => {
    expect(orderSnapshotAt('NEW', false).can({ type: 'order.paid', by: 'BUYER', paymentState: 'FULL' })).toBe(
      false,
    );
  });

  it('ships only after full payment unless cash on delivery', () => {
    const ship = { type: 'order.ship', by: 'SELLER', allShipped: true } as const;
    expect(orderSnapshotAt('NEW', false).can(ship)).toBe(false);
    expect(orderSnapshotAt('DEPOSITDPAID', false).can(ship)).toBe(false);
    expect(next('NEW', ship, true)).toBe('DELIVERY');
    expect(next('FULLPAID', ship)).toBe('DELIVERY');
    expect(next('FULLPAID', { ...ship, allShipped: false })).toBe('FULLPAID');
    expect(orderSnapshotAt('FULLPAID', false).can({ ...ship, by: 'BUYER' })).toBe(false);
  });

  it('cancels only while NEW; a cash-on-delivery order does not expire', () => {
    for (const label of ORDER_LABELS.filter((l) => l !== 'NEW')) {
      expect(orderSnapshotAt(label, false).can({ type: 'order.cancel', by: 'BUYER' })).toBe(false);
    }
    expect(next('NEW', { type: 'order.expire', by: 'SYSTEM' })).toBe('CANCELLED');
    expect(orderSnapshotAt('NEW', true).can({ type: 'order.expire', by: 'SYSTEM' })).toBe(false);
    expect(orderSnapshotAt('NEW', false).can({ type: 'order.expire', by: 'BUYER' })).toBe(false);
  });

  it('confirms receipt only in DELIVERY; refunds only by customer service', () => {
    expect(next('DELIVERY', { type: 'order.confirm', by: 'BUYER' })).toBe('FINISHED');
    expect(orderSnapshotAt('FULLPAID', false).can({ type: 'order.confirm', by: 'BUYER' })).toBe(false);
    expect(orderSnapshotAt('FULLPAID', false).can({ type: 'order.refund', by: 'BUYER' })).toBe(false);
    expect(next('FINISHED', { type: 'order.refund', by: 'SUPPORT' })).toBe('CLOSED');
  });

  it('offers each role only the actions the machine allows', () => {
    expect(allowedOrderActions('NEW', false, 'BUYER')).toEqual(['payNow', 'cancel']);
    expect(allowedOrderActions('NEW', false, 'SELLER')).toEqual([]);
    expect(allowedOrderActions('NEW', true, 'SELLER')).toEqual(['markDelivered']);
    expect(allowedOrderActions('FULLPAID', false, 'SELLER')).toEqual(['markDelivered']);
    expect(allowedOrderActions('DELIVERY', false, 'BUYER')).toEqual(['confirmReceipt']);
    expect(allowedOrderActions('FULLPAID', false, 'SUPPORT')).toEqual(['refund']);
    expect(allowedOrderActions('CANCELLED', false, 'BUYER')).toEqual([]);
  });
});

describe('order status derivation', () => {
  it('derives each label from the three dimensions', () => {
    const open = { state: 'OPEN', fulfilment: 'UNFULFILLED' } as const;
    expect(orderLabel({ ...open, paymentState: 'NONE' })).toBe('NEW');
    expect(orderLabel({ ...open, paymentState: 'PARTIAL' })).toBe('DEPOSITDPAID');
    expect(orderLabel({ ...open, paymentState: 'FULL' })).toBe('FULLPAID');
    expect(orderLabel({ ...open, paymentState: 'FULL', fulfilment: 'TRANSFERRING' })).toBe('FULLPAID');
    expect(orderLabel({ ...open, paymentState: 'NONE', fulfilment: 'SHIPPED' })).toBe('DELIVERY');
    expect(orderLabel({ state: 'COMPLETED', paymentState: 'FULL', fulfilment: 'DELIVERED' })).toBe(
      'FINISHED',
    );
    expect(orderLabel({ state: 'CANCELLED', paymentState: 'REFUNDED', fulfilment: 'UNFULFILLED' })).toBe(
      'CANCELLED',
    );
    expect(orderLabel({ state: 'CLOSED', paymentState: 'REFUNDED', fulfilment: 'SHIPPED' })).toBe('CLOSED');
  });

  it('takes the least advanced line as the order fulfilment', () => {
    expect(orderFulfilment(['SHIPPED', 'UNFULFILLED'])).toBe('UNFULFILLED');
    expect(orderFulfilment(['SHIPPED', 'DELIVERED'])).toBe('SHIPPED');
    expect(orderFulfilment([])).toBe('UNFULFILLED');
  });

  it('recomputes the payment state from ledger sums', () => {
    expect(paymentStateOf(1000n, 0n, 0n)).toBe('NONE');
    expect(paymentStateOf(1000n, 400n, 0n)).toBe('PARTIAL');
    expect(paymentStateOf(1000n, 1000n, 0n)).toBe('FULL');
    expect(paymentStateOf(1000n, 1000n, 1000n)).toBe('REFUNDED');
  });
});
