import { Container } from '@mantine/core';
import { WithdrawalsList } from '@/features/wallet/WithdrawalsList';

/** Spec §2 withdraws (login required): the member's withdrawals, paged. */
export default function Screen() {
  return (
    <Container size="md" w="100%">
      <WithdrawalsList />
    </Container>
  );
}
