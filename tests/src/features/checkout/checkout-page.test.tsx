import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import Step1Screen from '@/routes/screens/step1';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { activateEnglish } from '../../../support/catalogue-stubs';
import { render } from '../../../support/render';
import { ME, ORDER, PATHS, POINT, PRODUCT, order, orderCheck, price } from './fixtures';

beforeAll(activateEnglish);
beforeEach(() => session.start(ME, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const open = (search = `productId=${PRODUCT}&quantity=1&wallet=CUSTODIAL`) =>
  render(Step1Screen, { path: '/step1', url: `/step1?${search}` });

async function fillBuyer(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada Buyer');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '91234567');
  await user.type(screen.getByRole('textbox', { name: /^Address/ }), '1 Harbour Road');
  await user.clear(screen.getByRole('textbox', { name: /^Receipt title/ }));
  await user.type(screen.getByRole('textbox', { name: /^Receipt title/ }), 'Ada Ltd');
}

describe('step1 (check order, submit order)', () => {
  it('checks the item, shows every price line and creates one order with the requestKey, then goes to payment', async () => {
    const calls = stubApi({
      [PATHS.check]: okAnswer(orderCheck()),
      [PATHS.create]: okAnswer(order()),
    });
    const { user } = await open();
    // The heading shows while the order is checked; the checked lines follow.
    expect(screen.getByRole('heading', { level: 1, name: 'Check order' })).toBeInTheDocument();
    expect(await screen.findByText('Harbour Dusk')).toBeInTheDocument();
    // The form mounts in parts (lines, delivery, buyer, summary), one task each.
    expect(await screen.findByTestId('price-total')).toHaveTextContent('HK$1,950.00');
    expect(screen.getByText(/no address is needed/)).toBeInTheDocument();
    const check = calls.find((c) => c.path === PATHS.check)!;
    expect(check.fields.get('lines[0][productId]')).toBe(PRODUCT);
    expect(check.fields.get('lines[0][quantity]')).toBe('1');
    expect(check.fields.get('currency')).toBe('HKD');

    await fillBuyer(user);
    const submit = screen.getByRole('button', { name: 'Submit order' });
    await user.click(submit);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/payment?orderId=${ORDER}`);
    const creates = calls.filter((c) => c.path === PATHS.create);
    expect(creates).toHaveLength(1);
    const f = creates[0]!.fields;
    expect(f.get('requestKey')).toMatch(/^ck_[0-9a-f]{32}$/);
    expect(f.get('buyerName')).toBe('Ada Buyer');
    expect(f.get('areaCode')).toBe('+852');
    expect(f.get('deliveryType')).toBe('NONE');
    expect(f.get('lines[0][productId]')).toBe(PRODUCT);
  });

  it('shows the errors inline, says so, and moves the focus to the first invalid field', async () => {
    const calls = stubApi({ [PATHS.check]: okAnswer(orderCheck()) });
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter 6 to 15 digits, without the area code.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === PATHS.create)).toBe(false);
  });

  it('a refusal of the check (1050) shows its text and code, and no Retry: asking again answers the same', async () => {
    stubApi({ [PATHS.check]: refusal(400, 1050) });
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You cannot buy your own item or creation.');
    expect(alert).toHaveTextContent('Error code: 1050');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('an item held by another unpaid order (4000) may free up: Retry checks again', async () => {
    stubApi({ [PATHS.check]: [refusal(409, 4000), okAnswer(orderCheck())] });
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error code: 4000');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('price-total')).toBeInTheDocument();
  });

  it('a promotion code refused (8102) says why; an accepted one reprices and can be removed', async () => {
    stubApi({
      [PATHS.check]: okAnswer(orderCheck()),
      [PATHS.apply]: [
        refusal(400, 8102),
        okAnswer(
          price({
            promotionCode: 'SAVE10',
            promotionDiscount: '19500',
            totalAmount: '175500',
            lines: [
              { kind: 'ITEMS', amount: '195000', detail: null },
              { kind: 'PROMOTION', amount: '19500', detail: 'SAVE10' },
              { kind: 'TOTAL', amount: '175500', detail: null },
            ],
          }),
        ),
      ],
    });
    const { user } = await open();
    const field = await screen.findByRole('textbox', { name: 'Promotion code (optional)' });
    await user.type(field, 'old1');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promotion code has expired.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'save10{Enter}');
    expect(await screen.findByText('Code SAVE10 applied')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('HK$1,755.00');
    expect(screen.getByTestId('price-breakdown')).toHaveTextContent('Promotion code');
    expect(screen.getByTestId('price-breakdown')).toHaveTextContent('−HK$195.00');
  });

  it('a pickup delivery asks for a pickup point and sends it; a failed create shows 4602', async () => {
    const calls = stubApi({
      // Priced with the type asked for, else the first (as checkOrder does).
      [PATHS.check]: (call) =>
        okAnswer(
          orderCheck({
            deliveryTypes: ['DLV', 'BRH'],
            deliveryType: call.fields.get('deliveryType') === 'BRH' ? 'BRH' : 'DLV',
            lines: [],
          }),
        ),
      [PATHS.types]: okAnswer([
        { code: 'DLV', fee: '3000', requires: [] },
        { code: 'BRH', fee: '0', requires: [] },
      ]),
      [PATHS.addresses]: okAnswer([]),
      [PATHS.points]: okAnswer([
        {
          id: POINT,
          type: 'BRH',
          name: 'Central branch',
          district: 'Central',
          city: 'Hong Kong',
          address: '1 Queen’s Road',
          hours: '9–18',
        },
      ]),
      [PATHS.create]: refusal(409, 4602),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: /Pick up at a branch/ }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === PATHS.check)
          .at(-1)
          ?.fields.get('deliveryType'),
      ).toBe('BRH'),
    );
    const select = await screen.findByRole('combobox', { name: /Pickup point/ });
    // The delivery fields come first on screen, so the first of them is focused.
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(screen.getByRole('textbox', { name: /Receiver's name/ })).toHaveFocus();
    await fillBuyer(user);
    await user.type(screen.getByRole('textbox', { name: /Receiver's name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Receiver's phone/ }), '91234567');
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(select).toHaveFocus();
    await user.selectOptions(select, POINT);
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Not enough left in stock for this quantity.')).toBeInTheDocument();
    const create = calls.find((c) => c.path === PATHS.create)!;
    expect(create.fields.get('pickupPointId')).toBe(POINT);
    expect(create.fields.get('deliveryType')).toBe('BRH');
  }, 40_000); // Many fields and two submits: 15.7 s once under two busy workers, against the 20 s default.

  it('a cart checkout takes only the goods of the seller it was opened for (one order per seller)', async () => {
    const OTHER = '99999999-9999-4999-8999-999999999999';
    const line = (productId: string, sellerId: string) => ({
      productId,
      name: 'Good',
      image: '/g.png',
      quantity: 1,
      spec: {},
      specKey: '',
      unitPriceHkd: '1000',
      stock: 3,
      sellerId,
      sellerName: 'S',
      available: true,
      allowCod: false,
    });
    const calls = stubApi({
      [PATHS.cart]: okAnswer({ lines: [line(PRODUCT, 'seller-a'), line(OTHER, 'seller-b')] }),
      [PATHS.check]: okAnswer(orderCheck()),
    });
    // The test router parses search values as JSON (the app's keeps strings): "1" stays the string '1'.
    await open('cart=%221%22&sellerId=seller-a');
    await waitFor(() => expect(calls.some((c) => c.path === PATHS.check)).toBe(true));
    const check = calls.find((c) => c.path === PATHS.check)!;
    expect(check.fields.get('lines[0][productId]')).toBe(PRODUCT);
    expect(check.fields.has('lines[1][productId]')).toBe(false);
  });

  it('an incomplete link and an empty cart say so', async () => {
    stubApi({ [PATHS.cart]: okAnswer({ lines: [] }) });
    await open('wallet=OKX');
    expect(await screen.findByText('This checkout link is incomplete')).toBeInTheDocument();
  });
});

describe('step1 for a physical good with options', () => {
  it('a good bought without its options (4200) asks for them and checks again with the choice', async () => {
    const calls = stubApi({
      [PATHS.check]: (call) =>
        call.fields.get('lines[0][spec][SIZE]') ? okAnswer(orderCheck()) : refusal(400, 4200),
      '/api/shop/products/detail': okAnswer({
        id: PRODUCT,
        name: 'Canvas Tote',
        specOptions: [
          { type: 'SIZE', values: ['S', 'M'] },
          { type: 'COLOR', values: ['Black', 'Natural'] },
        ],
      }),
    });
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'Choose the options' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('price-total')).toBeInTheDocument();
    const last = calls.filter((c) => c.path === PATHS.check).at(-1)!;
    expect(last.fields.get('lines[0][spec][SIZE]')).toBe('M');
    expect(last.fields.get('lines[0][spec][COLOR]')).toBe('Black');
  });
});
