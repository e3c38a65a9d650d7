import { Trans } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BlogPostSummary } from '@schemas/content';
import { BlogCover } from './BlogCover';
import { formatPostDate } from './blog-format';
import { contentQueries } from './content.queries';
import { EmptyState, ListSkeleton, LoadError } from './content-states';
import { useLocale } from './use-locale';

/** Blog posts of the interface language, newest first, a page at a time. */
export function BlogList() {
  const locale = useLocale();
  const blog = useInfiniteQuery(contentQueries.blogList(locale));
  const posts = blog.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Blog</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>News, creator stories and guides from the marketplace team.</Trans>
          </Text>
        </Stack>
        {blog.isPending ? (
          <ListSkeleton rows={3} height={180} />
        ) : blog.isError && posts.length === 0 ? (
          <LoadError error={blog.error} onRetry={() => void blog.refetch()} />
        ) : posts.length === 0 ? (
          <EmptyState title={<Trans>No posts have been published yet.</Trans>} />
        ) : (
          <>
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              component="ul"
              p={0}
              style={{ listStyle: 'none' }}
            >
              {posts.map((post) => (
                <PostCard key={post.id} post={post} date={formatPostDate(post.publishedAt, locale)} />
              ))}
            </SimpleGrid>
            {blog.isFetchNextPageError && (
              <LoadError error={blog.error} onRetry={() => void blog.fetchNextPage()} />
            )}
            {blog.hasNextPage && !blog.isFetchNextPageError && (
              <Center>
                <Button
                  variant="light"
                  loading={blog.isFetchingNextPage}
                  onClick={() => void blog.fetchNextPage()}
                >
                  <Trans>Load more</Trans>
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function PostCard({ post, date }: { post: BlogPostSummary; date: string }) {
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Card.Section>
        <BlogCover src={post.cover} />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Text size="xs" c="dimmed">
          <time dateTime={post.publishedAt}>{date}</time>
        </Text>
        <Title order={2} size="h4">
          <Anchor
            renderRoot={(p) => <Link {...p} to="/blogSingle" search={{ id: post.id }} />}
            inherit
            c="inherit"
          >
            {post.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {post.summary}
        </Text>
        {post.tags.length > 0 && (
          <Group gap={6} mt={4}>
            {post.tags.map((tag) => (
              <Badge key={tag} variant="light" size="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
