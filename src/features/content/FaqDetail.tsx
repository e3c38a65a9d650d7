import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Code } from '@schemas/codes';
import { codeOf } from '@/lib/error-text';
import { contentQueries } from './content.queries';
import { ContentNotFound, LoadError } from './content-states';
import { FaqAnswer } from './FaqAnswer';
import { useLocale } from './use-locale';
import { HelpCrumbs } from './HelpCrumbs';
import { faqCategoryLabel } from './faq-categories';
import { ButtonLink } from '@/components/router-links';

/** A positive integer id from the URL, or null when the link is broken. */
export function faqId(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
}

/** One FAQ answer (#/faqDetail and #/helpSingle); a missing entry shows a friendly not-found state. */
export function FaqDetail({ id }: { id?: string }) {
  const n = faqId(id);
  if (n === null) return <ContentNotFound back="help" />;
  return <FaqDetailOf id={n} />;
}

function FaqDetailOf({ id }: { id: number }) {
  const locale = useLocale();
  const entry = useQuery(contentQueries.faqDetail(locale, id));
  const category = entry.data?.category;
  if (entry.isError && codeOf(entry.error) === Code.NOT_FOUND) return <ContentNotFound back="help" />;
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <HelpCrumbs>
          {category !== undefined && (
            <Anchor renderRoot={(p) => <Link {...p} to="/faqList" search={{ category }} />}>
              {faqCategoryLabel(category)}
            </Anchor>
          )}
        </HelpCrumbs>
        {entry.isPending ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={32} width="70%" />
            <Skeleton height={16} />
            <Skeleton height={16} />
            <Skeleton height={16} width="60%" />
          </Stack>
        ) : entry.isError ? (
          <LoadError error={entry.error} onRetry={() => void entry.refetch()} />
        ) : (
          <article>
            <Title order={1} mb="md">
              {entry.data.question}
            </Title>
            <FaqAnswer text={entry.data.answer} />
          </article>
        )}
        <Group>
          <ButtonLink to="/faq" variant="default">
            <Trans>More questions</Trans>
          </ButtonLink>
          <ButtonLink to="/contact" variant="light">
            <Trans>Contact support</Trans>
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
