import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle, IconMail, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contentQueries } from './content.queries';
import { EmptyState, ListSkeleton, LoadError } from './content-states';
import { FaqSearchBox } from './FaqSearchBox';
import { groupByCategory } from './faq-text';
import { useLocale } from './use-locale';
import { faqCategoryLabel } from './faq-categories';
import { AnchorLink } from '@/components/router-links';

/** The help centre entry: keyword search, FAQ categories, tutorial video and contact. */
export function HelpPage() {
  const locale = useLocale();
  const faq = useQuery(contentQueries.faqList(locale));
  return (
    <Container size="md" py="lg">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>
            <Trans>Help centre</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Find answers about buying, creating, wallets, membership cards and e-coupons.</Trans>
          </Text>
        </Stack>
        <FaqSearchBox size="lg" />

        <Stack gap="sm" component="section" aria-labelledby="help-categories">
          <Group justify="space-between">
            <Title order={2} size="h3" id="help-categories">
              <Trans>Browse by topic</Trans>
            </Title>
            <AnchorLink to="/faq">
              <Trans>All questions</Trans>
            </AnchorLink>
          </Group>
          {faq.isPending ? (
            <ListSkeleton rows={3} height={72} />
          ) : faq.isError ? (
            <LoadError error={faq.error} onRetry={() => void faq.refetch()} />
          ) : faq.data.length === 0 ? (
            <EmptyState title={<Trans>No questions have been published yet.</Trans>} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {groupByCategory(faq.data).map(([category, entries]) => (
                <Card
                  key={category}
                  withBorder
                  renderRoot={(p) => <Link {...p} to="/faqList" search={{ category }} />}
                  padding="md"
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap">
                      <IconHelpCircle size={22} aria-hidden />
                      <Text fw={600}>{faqCategoryLabel(category)}</Text>
                    </Group>
                    <Badge variant="light">
                      <Plural value={entries.length} one="# question" other="# questions" />
                    </Badge>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} component="section">
          <Card withBorder padding="lg">
            <Stack gap="xs" align="flex-start">
              <IconPlayerPlay size={26} aria-hidden />
              <Title order={2} size="h4">
                <Trans>Tutorial video</Trans>
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>A short walk-through of browsing, logging in, buying and creating.</Trans>
              </Text>
              <AnchorLink to="/tutorial">
                <Trans>Watch the tutorial</Trans>
              </AnchorLink>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="xs" align="flex-start">
              <IconMail size={26} aria-hidden />
              <Title order={2} size="h4">
                <Trans>Still need help?</Trans>
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>Send our support team a message and we will reply by e-mail.</Trans>
              </Text>
              <AnchorLink to="/contact">
                <Trans>Contact us</Trans>
              </AnchorLink>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
