import { Trans } from '@lingui/react/macro';
import { Accordion, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contentQueries } from './content.queries';
import { EmptyState, ListSkeleton, LoadError } from './content-states';
import { FaqAnswer } from './FaqAnswer';
import { FaqSearchBox } from './FaqSearchBox';
import { groupByCategory } from './faq-text';
import { useLocale } from './use-locale';
import { HelpCrumbs } from './HelpCrumbs';
import { faqCategoryLabel } from './faq-categories';

/** Every FAQ entry, grouped by category, each question opening its answer in place. */
export function FaqPage() {
  const locale = useLocale();
  const faq = useQuery(contentQueries.faqList(locale));
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <HelpCrumbs>
          <Text>
            <Trans>FAQ</Trans>
          </Text>
        </HelpCrumbs>
        <Title order={1}>
          <Trans>Frequently asked questions</Trans>
        </Title>
        <FaqSearchBox />
        {faq.isPending ? (
          <ListSkeleton rows={6} />
        ) : faq.isError ? (
          <LoadError error={faq.error} onRetry={() => void faq.refetch()} />
        ) : faq.data.length === 0 ? (
          <EmptyState title={<Trans>No questions have been published yet.</Trans>} />
        ) : (
          groupByCategory(faq.data).map(([category, entries]) => (
            <Stack key={category} gap="xs" component="section">
              <Title order={2} size="h3">
                <Anchor inherit renderRoot={(p) => <Link {...p} to="/faqList" search={{ category }} />}>
                  {faqCategoryLabel(category)}
                </Anchor>
              </Title>
              <Accordion variant="separated" chevronPosition="right">
                {entries.map((e) => (
                  <Accordion.Item key={e.id} value={String(e.id)}>
                    <Accordion.Control>
                      <Text fw={500}>{e.question}</Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <FaqAnswer text={e.answer} size="sm" />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
