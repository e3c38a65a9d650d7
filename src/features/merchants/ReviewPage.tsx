import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Container, Grid, NavLink, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ApplicationStatus } from '@schemas/merchants';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListState';
import { ApplicationReview } from './ApplicationReview';
import { statusLabel } from './merchants.labels';
import { merchantQueries } from './merchants.queries';
import { OperatorsOnly } from './OperatorsOnly';

type Filter = ApplicationStatus | 'OPEN';

/**
 * Platform operators (ADMIN) review merchant applications: the open ones (or approved, rejected), one at a
 * time with its fields and documents, approve, reject with a reason, or ask for a document.
 */
export function ReviewPage({
  allowed,
  selected,
}: {
  allowed: boolean | undefined;
  selected?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>('OPEN');
  const list = useQuery({ ...merchantQueries.applications(filter), enabled: allowed === true });
  if (allowed === false) return <OperatorsOnly />;
  const current = list.data?.find((a) => a.id === selected) ?? null;
  return (
    <Container size="xl" py="lg">
      <Stack>
        <Title order={1}>
          <Trans>Merchant applications</Trans>
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          aria-label={t`Show applications`}
          data={[
            { value: 'OPEN', label: t`To review` },
            { value: 'APPROVED', label: i18n._(statusLabel.APPROVED) },
            { value: 'REJECTED', label: i18n._(statusLabel.REJECTED) },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" component="nav" aria-label={t`Applications`}>
              {list.isPending || allowed === undefined ? (
                <ListSkeleton rows={3} />
              ) : list.isError ? (
                <ListError error={list.error} onRetry={() => void list.refetch()} />
              ) : list.data.length === 0 ? (
                <ListEmpty title={t`No applications here.`} />
              ) : (
                list.data.map((a) => (
                  <NavLink
                    key={a.id}
                    renderRoot={(p) => <Link to="/merchantReview" search={{ id: a.id }} {...p} />}
                    active={a.id === selected}
                    // Grey, not the brand colour: the small description keeps its contrast on the active row.
                    color="gray"
                    aria-current={a.id === selected ? 'page' : undefined}
                    label={a.companyName}
                    description={a.email}
                    rightSection={
                      <Badge size="sm" variant="outline">
                        {i18n._(statusLabel[a.status])}
                      </Badge>
                    }
                  />
                ))
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {current ? (
              <ApplicationReview key={current.id} application={current} />
            ) : (
              <Text c="dimmed">
                <Trans>Choose an application to review it.</Trans>
              </Text>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
