import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { UserInfo } from '@schemas/members';
import type { RoutePath } from '@/lib/route-path';
import { session } from '@/lib/session';
import { getstartQueries } from './getstart.queries';
import { GetStartStep, type StepState } from './GetStartStep';

/** A step's state from a read: checking while it loads, unknown when it failed, else done or to do. */
function stateOf<T>(loggedIn: boolean, q: UseQueryResult<T>, done: (d: T) => boolean): StepState {
  if (!loggedIn) return 'todo';
  if (q.isPending) return 'checking';
  if (q.isError) return 'unknown';
  return done(q.data) ? 'done' : 'todo';
}

/** The next action of a step, as a link-styled button (the current step's is filled). */
function Next({
  to,
  search,
  primary,
  children,
}: {
  to: RoutePath;
  search?: object;
  primary: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={primary ? 'filled' : 'light'}
      rightSection={<IconArrowRight size={16} aria-hidden />}
      renderRoot={(p) => <Link to={to} search={search} {...p} />}
    >
      {children}
    </Button>
  );
}

/** Steps 2 to 5, in order: each has one next action, a link. */
type LinkStep = { title: ReactNode; to: RoutePath; search?: object; action: ReactNode; text: ReactNode };
const LINK_STEPS: LinkStep[] = [
  {
    title: <Trans>Connect a wallet</Trans>,
    to: '/wallet',
    action: <Trans>Open my wallet</Trans>,
    text: (
      <Trans>
        Connect MetaMask or another browser wallet, or use the wallet we keep for you. Your collectibles and
        income are kept there.
      </Trans>
    ),
  },
  {
    title: <Trans>Create a collection</Trans>,
    to: '/createcollect',
    action: <Trans>Create a collection</Trans>,
    text: (
      <Trans>
        A collection groups your items and sets the blockchain and the royalty you receive on resales.
      </Trans>
    ),
  },
  {
    title: <Trans>Create an item</Trans>,
    to: '/create',
    action: <Trans>Create an item</Trans>,
    text: (
      <Trans>
        Upload your artwork, name it and describe it. It is minted on the blockchain in about 3 minutes.
      </Trans>
    ),
  },
  {
    title: <Trans>Put it on sale</Trans>,
    to: '/author',
    search: { type: 'own' },
    action: <Trans>Go to my NFTs</Trans>,
    text: <Trans>Open your item, choose Put on sale and confirm. Buyers can then find it in explore.</Trans>,
  },
];

type Props = {
  loggedIn: boolean;
  /** The member's details (the members feature's query, handed in by the screen). */
  me: UseQueryResult<UserInfo>;
};

/**
 * Get started (spec §2 getstart, header menu): the five steps from an account to an item on sale, each
 * ticked from what is cheap to know (the session, member details' wallets, one collection, a few items).
 */
export function GetStartPage({ loggedIn, me }: Props) {
  const { t } = useLingui();
  const memberId = (loggedIn && session.memberId()) || '';
  const collection = useQuery({ ...getstartQueries.hasCollection(memberId), enabled: memberId !== '' });
  const items = useQuery({ ...getstartQueries.items(memberId), enabled: memberId !== '' });

  const states: StepState[] = [
    loggedIn ? 'done' : 'todo',
    stateOf(loggedIn, me, (u) => u.wallets.length > 0 || Boolean(u.walletAddress)),
    stateOf(loggedIn, collection, (has) => has),
    stateOf(loggedIn, items, (i) => i.created),
    stateOf(loggedIn, items, (i) => i.onSale),
  ];
  const doneCount = states.filter((s) => s === 'done').length;
  const current = states.findIndex((s) => s !== 'done');
  const primary = (i: number) => i === current;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>
            <Trans>Get started</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Five steps from a new account to your first collectible on sale.</Trans>
          </Text>
          <Progress
            value={(doneCount / states.length) * 100}
            aria-label={t`Steps done: ${doneCount} of 5`}
            mt="xs"
          />
          <Text size="sm" data-testid="getstart-progress">
            <Trans>{doneCount} of 5 steps done</Trans>
          </Text>
        </Stack>
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          <GetStartStep
            n={1}
            title={<Trans>Create an account or log in</Trans>}
            state={states[0]!}
            action={
              loggedIn ? null : (
                <>
                  <Next to="/signup" primary={primary(0)}>
                    <Trans>Sign up</Trans>
                  </Next>
                  <Next to="/login" primary={false}>
                    <Trans>Log in</Trans>
                  </Next>
                </>
              )
            }
          >
            {loggedIn && me.data ? (
              <Trans>You are logged in as {me.data.name}.</Trans>
            ) : (
              <Trans>
                Sign up with your mobile number or e-mail, or log in if you already have an account.
              </Trans>
            )}
          </GetStartStep>
          {LINK_STEPS.map((step, i) => (
            <GetStartStep
              key={step.to}
              n={i + 2}
              title={step.title}
              state={states[i + 1]!}
              action={
                <Next to={step.to} search={step.search} primary={primary(i + 1)}>
                  {step.action}
                </Next>
              }
            >
              {step.text}
            </GetStartStep>
          ))}
        </Stack>
        {current === -1 && (
          <Text fw={600} c="teal" role="status">
            <Trans>All done. Welcome to the marketplace!</Trans>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
