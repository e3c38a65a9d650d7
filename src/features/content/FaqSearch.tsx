import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Container, Highlight, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contentQueries } from './content.queries';
import { EmptyState, ListSkeleton, LoadError } from './content-states';
import { FaqSearchBox } from './FaqSearchBox';
import { truncate } from './faq-text';
import { useLocale } from './use-locale';
import { HelpCrumbs } from './HelpCrumbs';
import { ButtonLink } from '@/components/router-links';

const PREVIEW = 240;

/** FAQ keyword results with the keyword highlighted in questions and answers. */
export function FaqSearch({ keyword: raw = '' }: { keyword?: string }) {
  const keyword = raw.trim();
  const locale = useLocale();
  const results = useQuery(contentQueries.faqSearch(locale, keyword));
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <HelpCrumbs>
          <Text>
            <Trans>Search</Trans>
          </Text>
        </HelpCrumbs>
        <Title order={1}>
          {keyword ? <Trans>Results for “{keyword}”</Trans> : <Trans>Search the FAQ</Trans>}
        </Title>
        {/* key: a new keyword from the URL resets the box */}
        <FaqSearchBox key={keyword} initial={keyword} />
        {!keyword ? (
          <Text c="dimmed">
            <Trans>Enter a keyword above to search the questions and answers.</Trans>
          </Text>
        ) : results.isPending ? (
          <ListSkeleton rows={4} height={80} />
        ) : results.isError ? (
          <LoadError error={results.error} onRetry={() => void results.refetch()} />
        ) : results.data.length === 0 ? (
          <EmptyState title={<Trans>No answers match “{keyword}”.</Trans>}>
            <Text c="dimmed" size="sm">
              <Trans>Try another word, browse the topics, or ask our support team.</Trans>
            </Text>
            <ButtonLink to="/help" variant="light">
              <Trans>Browse the topics</Trans>
            </ButtonLink>
          </EmptyState>
        ) : (
          <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }} aria-label={keyword}>
            {results.data.map((e) => (
              <Card key={e.id} withBorder component="li" padding="md">
                <Anchor
                  fw={600}
                  renderRoot={(p) => <Link {...p} to="/faqDetail" search={{ id: String(e.id) }} />}
                >
                  <Highlight highlight={keyword} component="span" inherit>
                    {e.question}
                  </Highlight>
                </Anchor>
                <Highlight
                  highlight={keyword}
                  size="sm"
                  c="dimmed"
                  mt={4}
                  style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {truncate(e.answer, PREVIEW)}
                </Highlight>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
