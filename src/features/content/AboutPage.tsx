import { msg } from '@lingui/core/macro';
import { LegalPage, type LegalDoc } from './LegalPage';

const about: LegalDoc = {
  title: msg`About the marketplace`,
  lead: msg`We are a marketplace for digital collectibles, physical goods, membership cards and e-coupons, where collectors, creators and merchants meet in one place.`,
  sections: [
    {
      id: 'about-what',
      title: msg`What you can find here`,
      paragraphs: [
        msg`Browse digital collectibles (NFTs) and artworks minted on our platform or elsewhere, physical products sold with a digital certificate, membership cards that unlock benefits, and e-coupons you can redeem in shops.`,
        msg`Every item shows its creator, its collection, its owners and its history, so you always know what you are buying.`,
      ],
    },
    {
      id: 'about-who',
      title: msg`Who it is for`,
      paragraphs: [
        msg`Collectors discover, buy and keep items in a wallet of their choice, or in a custodial wallet we manage for them if they are new to crypto.`,
        msg`Creators open collections, mint items, put them on sale and withdraw their income. Merchants register their business, choose a plan and issue tokenized coupons and membership cards to their customers.`,
      ],
    },
    {
      id: 'about-how',
      title: msg`How it works`,
      paragraphs: [
        msg`You can pay by card, with BYON or with cryptocurrency. Items live on Ethereum or Polygon, and your purchases appear in your account as soon as the payment is confirmed.`,
        msg`The site is available in English, Traditional Chinese, Simplified Chinese, Japanese and Korean.`,
      ],
    },
    {
      id: 'about-contact',
      title: msg`Get in touch`,
      paragraphs: [
        msg`Questions, partnership ideas or feedback are welcome. Visit the help centre or send us a message through the contact form, and our team will reply by e-mail.`,
      ],
    },
  ],
};

/** About us: the product of spec §1 in a few paragraphs. */
export function AboutPage() {
  return <LegalPage doc={about} />;
}
