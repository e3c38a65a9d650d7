import { msg } from '@lingui/core/macro';
import { LegalPage, type LegalDoc } from './LegalPage';

const disclaimer: LegalDoc = {
  title: msg`Disclaimer`,
  updated: '2023-06-01',
  lead: msg`Digital collectibles and cryptocurrencies carry risks. Please read this page before you buy, sell or withdraw.`,
  sections: [
    {
      id: 'disclaimer-risk',
      title: msg`NFTs and crypto are risky`,
      paragraphs: [
        msg`The price of NFTs and cryptocurrencies can rise or fall sharply, and a collectible may become impossible to resell. Only spend what you can afford to lose.`,
        msg`Blockchain networks can be congested, change their rules or fail. Transactions cannot be reversed, and fees can change between the moment you confirm and the moment the network processes them.`,
      ],
    },
    {
      id: 'disclaimer-advice',
      title: msg`No investment advice`,
      paragraphs: [
        msg`Nothing on the marketplace is financial, investment, legal or tax advice. Collectibles are sold for their use and enjoyment, not as investments. If you need advice, consult a qualified professional.`,
      ],
    },
    {
      id: 'disclaimer-wallets',
      title: msg`Third-party wallets`,
      paragraphs: [
        msg`Wallets such as MetaMask or Binance are provided by third parties. We do not control them and are not responsible for their availability, security or fees.`,
        msg`Keep your recovery phrase safe and never share it. Nobody from our team will ever ask for it.`,
      ],
    },
    {
      id: 'disclaimer-listings',
      title: msg`Listings by others`,
      paragraphs: [
        msg`Creators and merchants are responsible for what they list. We check listings where we can, but we cannot guarantee the authenticity or value of every item. Report anything suspicious to customer service.`,
      ],
    },
  ],
};

/** Disclaimer page (spec §2): crypto risk, no investment advice, third-party wallets. */
export function DisclaimerPage() {
  return <LegalPage doc={disclaimer} />;
}
