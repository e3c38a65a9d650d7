import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Code as Mono,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { checkFieldText, issueAt } from '@/lib/field-issues';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListState';
import { cardsApi } from './cards.api';
import { cardErrorTexts, cardFieldTexts } from './cards.errors';
import { cardQueries } from './cards.queries';

/**
 * generateRedeemCodes: codes for cards of one tier of one of the merchant's programmes, and
 * how many cards the batch gives (first come, first served). The codes are shown once, to print or send.
 */
export function RedeemCodesForm() {
  const { t, i18n } = useLingui();
  const programmes = useQuery(cardQueries.programmes());
  const [programmeId, setProgrammeId] = useState<string | null>(null);
  const [tier, setTier] = useState<string | null>(null);
  const [count, setCount] = useState('10');
  const [cards, setCards] = useState('');
  const make = useMutation({
    mutationFn: () =>
      cardsApi.generateCodes({ programmeId: programmeId ?? '', tier: tier ?? '', count, cards }),
  });
  // A field the server refused (4200) is marked on that field, in the reason's words.
  const refused = (path: string) => {
    const m = issueAt(make.error, path);
    if (m === undefined) return undefined;
    return cardFieldTexts[m] ? i18n._(cardFieldTexts[m]) : checkFieldText();
  };
  if (programmes.isPending) return <ListSkeleton rows={2} />;
  if (programmes.isError)
    return (
      <ListError error={programmes.error} onRetry={() => void programmes.refetch()} texts={cardErrorTexts} />
    );
  if (programmes.data.items.length === 0) return <ListEmpty title={t`Create a card programme first.`} />;
  const chosen = programmes.data.items.find((p) => p.id === programmeId);
  return (
    <Stack>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          make.mutate();
        }}
      >
        <Stack gap="sm">
          {make.isError && (
            <Alert color="red" role="alert">
              {errorText(make.error, cardErrorTexts)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Programme`}
              required
              allowDeselect={false}
              data={programmes.data.items.map((p) => ({ value: p.id, label: p.name }))}
              value={programmeId}
              error={refused('programmeId')}
              onChange={(id) => {
                setProgrammeId(id);
                setTier(programmes.data.items.find((p) => p.id === id)?.tiers[0]?.code ?? null);
              }}
            />
            <Select
              label={t`Tier`}
              required
              allowDeselect={false}
              data={(chosen?.tiers ?? []).map((x) => ({ value: x.code, label: x.name }))}
              value={tier}
              error={refused('tier')}
              onChange={setTier}
              disabled={!chosen}
            />
            <NumberInput
              label={t`Number of codes`}
              required
              min={1}
              max={1000}
              allowDecimal={false}
              value={count}
              error={refused('count')}
              onChange={(n) => setCount(String(n))}
            />
            <NumberInput
              label={t`Cards to give`}
              description={t`Blank: one card per code`}
              min={1}
              max={1000}
              allowDecimal={false}
              value={cards}
              error={refused('cards')}
              onChange={(n) => setCards(n === '' ? '' : String(n))}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={make.isPending} disabled={!programmeId || !tier}>
              <Trans>Generate codes</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      {make.data && (
        <Paper withBorder p="md" radius="md" aria-live="polite">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={700}>
                <Trans>
                  <Plural value={make.data.codes.length} one="# code" other="# codes" /> for{' '}
                  <Plural value={make.data.quantity} one="# card" other="# cards" />
                </Trans>
              </Text>
              <CopyButton value={make.data.codes.join('\n')}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? <Trans>Copied</Trans> : <Trans>Copy all</Trans>}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, xs: 2 }}
              spacing={4}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t`Redeem codes`}
            >
              {make.data.codes.map((c) => (
                <li key={c}>
                  <Mono data-testid="redeem-code">{c}</Mono>
                </li>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      )}
      <Stack
        gap={4}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Your card programmes`}
      >
        {programmes.data.items.map((p) => (
          <Group component="li" key={p.id} gap="xs">
            <Text size="sm" fw={600}>
              {p.name}
            </Text>
            <Text size="xs" c="dimmed">
              <Plural value={p.cards} one="# card" other="# cards" />
            </Text>
            {p.isDefault && (
              <Badge size="xs" variant="light">
                <Trans>QR code card</Trans>
              </Badge>
            )}
            {p.transferable && (
              <Badge size="xs" variant="light" color="grape">
                <Trans>Corporate</Trans>
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
