import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TicketToken } from '@/features/tickets/TicketToken';
import { render } from '../../../support/render';
import { activateEnglish } from '../catalog/fixtures';

const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const token = { chain: 'POLYGON', contractAddress: CONTRACT, tokenId: '42' };

beforeAll(activateEnglish);

describe("a ticket's token", () => {
  it('links a minted token to the explorer in a new tab', async () => {
    await render(() => <TicketToken ticket={{ chainState: 'MINTED', token }} />);
    expect(screen.getByText('Token on chain')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Token #42 ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', `https://polygonscan.com/token/${CONTRACT}?a=42`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says the token is being minted or burnt, without a link', async () => {
    await render(() => (
      <>
        <TicketToken ticket={{ chainState: 'PENDING', token: null }} />
        <TicketToken ticket={{ chainState: 'BURNT', token }} />
      </>
    ));
    expect(screen.getByText('Token minting')).toBeInTheDocument();
    expect(screen.getByText('Token burnt')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
