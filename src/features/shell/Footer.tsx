import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { footerColumns } from './nav-links';

/** Spec §9: the copyright year is 2023. */
export const COPYRIGHT_YEAR = 2023;

/**
 * Site footer (spec §1): marketplace, support and company links, the newsletter sign-up (passed in by the
 * root layout from the newsletter feature) and the copyright line.
 */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Container size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
        {footerColumns.map((col) => (
          <nav key={col.title.id} aria-label={i18n._(col.title)}>
            <Text fw={700} mb="xs">
              {i18n._(col.title)}
            </Text>
            <Stack gap={6} component="ul" className="nav-list">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Anchor
                    size="sm"
                    c="dimmed"
                    className="nav-list-link"
                    renderRoot={(p) => <Link to={l.to} {...p} />}
                  >
                    {i18n._(l.label)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </nav>
        ))}
        <div>{newsletter}</div>
      </SimpleGrid>
      <Divider my="lg" />
      <Text size="sm" c="dimmed" ta="center">
        <Trans>© {COPYRIGHT_YEAR} Marketplace. All rights reserved.</Trans>
      </Text>
    </Container>
  );
}
