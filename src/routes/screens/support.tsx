import { Container } from '@mantine/core';
import { useMe } from '@/features/members/members.hooks';
import { SupportPage } from '@/features/orders/SupportPage';

/** The support page (login required): order search, replay and refund for the SUPPORT tag. */
export default function Screen() {
  const me = useMe();
  // A failed member load counts as no permission; the server checks the tag on every call anyway.
  const allowed = me.isPending ? undefined : Boolean(me.data?.memberLite.permiTagValues.includes('SUPPORT'));
  return (
    <Container size="lg" w="100%">
      <SupportPage allowed={allowed} />
    </Container>
  );
}
