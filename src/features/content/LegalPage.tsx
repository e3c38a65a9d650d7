import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPostDate } from './blog-format';
import { useLocale } from './use-locale';

export type LegalSection = { id: string; title: MessageDescriptor; paragraphs: MessageDescriptor[] };
/** A static page: title, lead paragraph, date of the last change and its sections. */
export type LegalDoc = {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  /** ISO date of the last change; omitted on pages that are not legal texts. */
  updated?: string;
  sections: LegalSection[];
};

/** Pages with this many sections get a table of contents. */
const TOC_FROM = 4;

/**
 * Layout of About and the legal pages. Contents links scroll in place rather than using `#id` hrefs, which
 * would change the hash route.
 */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const withToc = doc.sections.length >= TOC_FROM;
  const updated = doc.updated ? formatPostDate(doc.updated, locale) : '';
  const jump = (id: string) => {
    const el = document.getElementById(id);
    el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    el?.focus({ preventScroll: true });
  };
  return (
    <Container size="lg" py="lg" component="article">
      <Stack gap="xs" maw={760} mb="xl">
        <Title order={1}>{i18n._(doc.title)}</Title>
        {doc.updated && (
          <Text size="sm" c="dimmed">
            <Trans>Last updated: {updated}</Trans>
          </Text>
        )}
        <Text size="lg">{i18n._(doc.lead)}</Text>
      </Stack>
      <Grid gutter="xl">
        {withToc && (
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Paper
              withBorder
              p="md"
              radius="md"
              component="nav"
              aria-labelledby="legal-toc"
              style={{ position: 'sticky', top: 80 }}
            >
              <Text fw={700} id="legal-toc" mb="xs">
                <Trans>On this page</Trans>
              </Text>
              <Stack gap={6} component="ol" m={0} pl="md">
                {doc.sections.map((s) => (
                  <li key={s.id}>
                    <Anchor component="button" type="button" size="sm" ta="left" onClick={() => jump(s.id)}>
                      {i18n._(s.title)}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: withToc ? 8 : 12 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg" maw={760}>
            {doc.sections.map((s) => (
              <Stack key={s.id} gap="xs" component="section" aria-labelledby={s.id}>
                <Title order={2} size="h3" id={s.id} tabIndex={-1} style={{ scrollMarginTop: 80 }}>
                  {i18n._(s.title)}
                </Title>
                {s.paragraphs.map((p) => (
                  <Text key={p.id} lh={1.7}>
                    {i18n._(p)}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
