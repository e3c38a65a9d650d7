import { msg } from '@lingui/core/macro';
import { LegalPage, type LegalDoc } from './LegalPage';

const terms: LegalDoc = {
  title: msg`Terms of service`,
  updated: '2023-06-01',
  lead: msg`These terms apply to everyone who uses the marketplace. By creating an account or using the site you agree to them.`,
  sections: [
    {
      id: 'terms-account',
      title: msg`Your account`,
      paragraphs: [
        msg`You must be at least 18 years old to open an account. Keep your login details to yourself; you are responsible for what happens in your account.`,
        msg`Tell us at once if you think someone else has used your account.`,
      ],
    },
    {
      id: 'terms-use',
      title: msg`Using the marketplace`,
      paragraphs: [
        msg`Do not use the marketplace for anything unlawful, misleading or harmful, including fraud, money laundering, market manipulation or the sale of stolen or counterfeit goods.`,
        msg`We may suspend accounts or remove listings that break these terms or the law.`,
      ],
    },
    {
      id: 'terms-content',
      title: msg`Content and intellectual property`,
      paragraphs: [
        msg`Creators keep the rights in the works they upload and give us the licence we need to show and promote them on the marketplace. Only upload works you own or are allowed to use.`,
        msg`Buying a collectible gives you the token and the rights described on its page, not the copyright in the underlying work unless the page says so.`,
      ],
    },
    {
      id: 'terms-wallets',
      title: msg`Wallets and blockchain`,
      paragraphs: [
        msg`Blockchain transactions cannot be reversed. Check addresses and amounts before you confirm; network fees are set by the network, not by us.`,
      ],
    },
    {
      id: 'terms-liability',
      title: msg`Liability and changes`,
      paragraphs: [
        msg`We provide the marketplace with reasonable care but cannot guarantee that it is always available or free of errors. We may change these terms; we will announce important changes on the site before they apply.`,
      ],
    },
  ],
};

/** Terms of service (spec §5: accepted before login, pay, buy or withdraw). */
export function TermsPage() {
  return <LegalPage doc={terms} />;
}
