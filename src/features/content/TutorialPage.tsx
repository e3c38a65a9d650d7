import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AspectRatio, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { AnchorLink } from '@/components/router-links';

/** Served by the API server; the demo seed generates it. */
export const TUTORIAL_VIDEO = '/files/tutorial/getting-started.mp4';

/** The getting-started video with a written version of the same steps for those who cannot watch it. */
export function TutorialPage() {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Getting started</Trans>
          </Title>
          <Text c="dimmed" id="tutorial-description">
            <Trans>
              A short video tour of the marketplace: how to browse collectibles, log in, buy an item and
              create your own.
            </Trans>
          </Text>
        </Stack>
        {failed ? (
          <Alert
            role="alert"
            color="orange"
            icon={<IconVideoOff aria-hidden />}
            title={t`The video could not be played`}
          >
            <Trans>
              Your browser could not load the tutorial video. Please check your connection and reload the
              page, or follow the written steps below.
            </Trans>
          </Alert>
        ) : (
          <Paper radius="md" style={{ overflow: 'hidden' }} bg="dark.9">
            <AspectRatio ratio={16 / 9}>
              <video
                controls
                preload="metadata"
                playsInline
                aria-label={t`Tutorial video: getting started with the marketplace`}
                aria-describedby="tutorial-description"
                onError={() => setFailed(true)}
                style={{ width: '100%', height: '100%' }}
              >
                <source src={TUTORIAL_VIDEO} type="video/mp4" onError={() => setFailed(true)} />
                <Trans>
                  Your browser does not play embedded videos. You can{' '}
                  <a href={TUTORIAL_VIDEO} download>
                    download the tutorial video
                  </a>{' '}
                  instead.
                </Trans>
              </video>
            </AspectRatio>
          </Paper>
        )}
        <Stack gap="sm" component="section" aria-labelledby="tutorial-steps">
          <Title order={2} size="h3" id="tutorial-steps">
            <Trans>The steps in the video</Trans>
          </Title>
          <List type="ordered" spacing="sm">
            <List.Item>
              <Text fw={600} span>
                <Trans>Browse.</Trans>
              </Text>{' '}
              <Trans>
                Open Explore to see digital collectibles, physical goods, membership cards and coupons. Filter
                by kind, chain and price, or use the search box in the header.
              </Trans>
            </List.Item>
            <List.Item>
              <Text fw={600} span>
                <Trans>Log in.</Trans>
              </Text>{' '}
              <Trans>
                Sign in with your e-mail, mobile number or login name. New here? Sign up in a minute; you can
                link a wallet later.
              </Trans>
            </List.Item>
            <List.Item>
              <Text fw={600} span>
                <Trans>Buy.</Trans>
              </Text>{' '}
              <Trans>
                On an item's page choose Buy, check the order, pick a payment method (card, BYON or crypto)
                and accept the terms. Your item appears under My NFTs once the payment is confirmed.
              </Trans>
            </List.Item>
            <List.Item>
              <Text fw={600} span>
                <Trans>Create.</Trans>
              </Text>{' '}
              <Trans>
                With creation permission, create a collection first, then add items with a cover image, file
                and price, and put them on sale.
              </Trans>
            </List.Item>
          </List>
          {/* Links inside a sentence are underlined: colour alone does not set them apart (WCAG 1.4.1). */}
          <Text size="sm" c="dimmed">
            <Trans>
              More questions? Visit the{' '}
              <AnchorLink to="/help" inherit underline="always">
                help centre
              </AnchorLink>{' '}
              or{' '}
              <AnchorLink to="/contact" inherit underline="always">
                contact us
              </AnchorLink>
              .
            </Trans>
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
