import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contentQueries } from './content.queries';
import { EmptyState, ListSkeleton, LoadError } from './content-states';
import { FaqAnswer } from './FaqAnswer';
import { useLocale } from './use-locale';
import { HelpCrumbs } from './HelpCrumbs';
import { faqCategoryLabel } from './faq-categories';
import { AnchorLink, ButtonLink } from '@/components/router-links';

/** Preview length of an answer in a list; the full answer is one click away. */
const PREVIEW = 160;

/** The questions of one FAQ category, each with a short preview of its answer. */
export function FaqList({ category }: { category?: string }) {
  const locale = useLocale();
  const faq = useQuery(contentQueries.faqList(locale, category));
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <HelpCrumbs>
          <AnchorLink to="/faq">
            <Trans>FAQ</Trans>
          </AnchorLink>
        </HelpCrumbs>
        <Title order={1}>{category ? faqCategoryLabel(category) : <Trans>All questions</Trans>}</Title>
        {faq.isPending ? (
          <ListSkeleton rows={5} height={80} />
        ) : faq.isError ? (
          <LoadError error={faq.error} onRetry={() => void faq.refetch()} />
        ) : faq.data.length === 0 ? (
          <EmptyState title={<Trans>There are no questions in this topic yet.</Trans>}>
            <ButtonLink to="/help" variant="light">
              <Trans>Back to Help</Trans>
            </ButtonLink>
          </EmptyState>
        ) : (
          <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
            {faq.data.map((e) => (
              <Card key={e.id} withBorder component="li" padding="md">
                <Anchor
                  fw={600}
                  renderRoot={(p) => <Link {...p} to="/faqDetail" search={{ id: String(e.id) }} />}
                >
                  {e.question}
                </Anchor>
                <FaqAnswer text={e.answer} max={PREVIEW} size="sm" c="dimmed" mt={4} lineClamp={3} />
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
