import { msg } from '@lingui/core/macro';
import { LegalPage, type LegalDoc } from './LegalPage';

const conditions: LegalDoc = {
  title: msg`Conditions of sale`,
  updated: '2023-06-01',
  lead: msg`These conditions apply to every purchase on the marketplace, in addition to the terms of service.`,
  sections: [
    {
      id: 'sale-orders',
      title: msg`Orders and prices`,
      paragraphs: [
        msg`Prices are shown in the currency of the listing and include any service fee shown at checkout. Network fees for blockchain transactions are added where they apply.`,
        msg`When you start checkout, the item is held for you for 30 minutes. If you do not pay in that time, the order is cancelled and the item returns to sale.`,
      ],
    },
    {
      id: 'sale-payment',
      title: msg`Payment`,
      paragraphs: [
        msg`You can pay by card, with BYON or with cryptocurrency. Card payments must be at least 1 US dollar, and the order total after discounts must be at least 1.`,
        msg`Promotion codes apply only within their validity period, to the products they name, and usually only once.`,
      ],
    },
    {
      id: 'sale-delivery',
      title: msg`Delivery`,
      paragraphs: [
        msg`Digital items are transferred to your wallet after the payment is confirmed; minting can take about three minutes. Physical goods are shipped to the address or pickup point you choose, and the seller uploads proof of delivery.`,
      ],
    },
    {
      id: 'sale-refunds',
      title: msg`Cancellations and refunds`,
      paragraphs: [
        msg`Because blockchain transfers cannot be undone, digital items cannot be returned once delivered. For physical goods that arrive damaged or do not match their description, contact customer service within 7 days.`,
        msg`Customer service handles refunds and disputes between buyers and sellers and will tell you the outcome by e-mail.`,
      ],
    },
  ],
};

/** Conditions of sale: orders, payment, delivery and refunds. */
export function TermsConditionsPage() {
  return <LegalPage doc={conditions} />;
}
