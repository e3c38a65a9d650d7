import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { MemberCardFace } from '@/components/MemberCardFace';
import { ActivateCardPanel } from './ActivateCardPanel';
import { cardErrorTexts } from './cards.errors';
import { cardQueries } from './cards.queries';
import { RedeemCodeForm } from './RedeemCodeForm';

/**
 * "My member cards" (spec §2 memberCard, the profile menu's entry): the member's cards (each opens its detail),
 * registration by a 16-character redeem code, and activation by token id and contract address.
 */
export function MyCardsPage() {
  const { t } = useLingui();
  const cards = useQuery(cardQueries.mine());
  const items = cards.data?.items ?? [];
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>My member cards</Trans>
        </Title>
        <ListState
          query={cards}
          skeleton={<ListSkeleton rows={2} height={160} />}
          isEmpty={items.length === 0}
          empty={
            <ListEmpty title={t`You have no member cards yet.`}>
              <Text size="sm" c="dimmed">
                <Trans>Register one with the redeem code from a shop below.</Trans>
              </Text>
            </ListEmpty>
          }
          texts={cardErrorTexts}
        >
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2 }}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`My member cards`}
          >
            {items.map((c) => (
              <li key={c.id}>
                <Anchor
                  renderRoot={(p) => <Link to="/memberCard" search={{ id: c.id }} {...p} />}
                  underline="never"
                  display="block"
                >
                  <MemberCardFace card={c} />
                </Anchor>
              </li>
            ))}
          </SimpleGrid>
        </ListState>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="redeem-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="redeem-title">
              <Trans>Register a card with a redeem code</Trans>
            </Title>
            <RedeemCodeForm />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="activate-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="activate-title">
              <Trans>Activate a card</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Enter the token ID and contract address shown on your card.</Trans>
            </Text>
            <ActivateCardPanel />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
