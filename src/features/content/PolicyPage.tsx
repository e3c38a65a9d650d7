import { msg } from '@lingui/core/macro';
import { LegalPage, type LegalDoc } from './LegalPage';

const policy: LegalDoc = {
  title: msg`Privacy policy`,
  updated: '2023-06-01',
  lead: msg`This policy explains which personal data we collect when you use the marketplace, why we collect it and the choices you have.`,
  sections: [
    {
      id: 'privacy-collect',
      title: msg`Data we collect`,
      paragraphs: [
        msg`When you register we collect your name, e-mail address and, if you choose, your mobile number and login name. When you buy, we collect the delivery and receipt details needed to complete the order.`,
        msg`When you link a wallet we store its public address. We never ask for, and never store, the private key or recovery phrase of a wallet you connect yourself.`,
      ],
    },
    {
      id: 'privacy-use',
      title: msg`How we use it`,
      paragraphs: [
        msg`We use your data to run your account, process orders and payments, deliver physical goods, issue membership cards and coupons, answer support requests and keep the platform secure.`,
        msg`We send newsletters only if you subscribe, and every newsletter contains a link to unsubscribe.`,
      ],
    },
    {
      id: 'privacy-share',
      title: msg`Sharing`,
      paragraphs: [
        msg`We share data only with the providers that help us run the service, such as payment processors, delivery partners and e-mail services, and only as far as they need it. We do not sell personal data.`,
        msg`Transactions on a public blockchain, including wallet addresses and token transfers, are visible to anyone and cannot be deleted by us.`,
      ],
    },
    {
      id: 'privacy-cookies',
      title: msg`Cookies`,
      paragraphs: [
        msg`We use cookies to keep you signed in and to remember your language. We also record anonymous usage events to improve the site.`,
      ],
    },
    {
      id: 'privacy-rights',
      title: msg`Your rights`,
      paragraphs: [
        msg`You can view and correct your profile at any time, and you can ask us for a copy of your data or for its deletion through the contact form. We keep order records as long as the law requires.`,
      ],
    },
  ],
};

/** Privacy policy (spec §5: accepted before login, pay, buy or withdraw). */
export function PolicyPage() {
  return <LegalPage doc={policy} />;
}
