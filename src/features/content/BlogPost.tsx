import { Trans } from '@lingui/react/macro';
import { Badge, Breadcrumbs, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Code } from '@schemas/codes';
import { ShareButton } from '@/components/ShareButton';
import { codeOf } from '@/lib/error-text';
import { BlogCover } from './BlogCover';
import { formatPostDate, paragraphs } from './blog-format';
import { contentQueries } from './content.queries';
import { ContentNotFound, LoadError } from './content-states';
import { useLocale } from './use-locale';
import { AnchorLink } from '@/components/router-links';

/** One blog post (#/blogSingle?id=slug); an unknown slug shows the not-found state. */
export function BlogPost({ id }: { id?: string }) {
  if (!id) return <ContentNotFound back="blog" />;
  return <BlogPostOf id={id} />;
}

function BlogPostOf({ id }: { id: string }) {
  const locale = useLocale();
  const post = useQuery(contentQueries.blogPost(locale, id));
  if (post.isError && codeOf(post.error) === Code.NOT_FOUND) return <ContentNotFound back="blog" />;
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Breadcrumbs>
          <AnchorLink to="/blog">
            <Trans>Blog</Trans>
          </AnchorLink>
        </Breadcrumbs>
        {post.isPending ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={36} width="80%" />
            <Skeleton height={14} width="40%" />
            <Skeleton height={220} />
            <Skeleton height={14} />
            <Skeleton height={14} />
          </Stack>
        ) : post.isError ? (
          <LoadError error={post.error} onRetry={() => void post.refetch()} />
        ) : (
          <Stack component="article" gap="md">
            <Title order={1}>{post.data.title}</Title>
            <Byline
              author={post.data.author}
              iso={post.data.publishedAt}
              date={formatPostDate(post.data.publishedAt, locale)}
            />
            <ShareButton kind="blog" id={post.data.id} />
            <BlogCover src={post.data.cover} radius="var(--mantine-radius-md)" />
            {paragraphs(post.data.body).map((p, i) => (
              <Text key={i} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lh={1.7}>
                {p}
              </Text>
            ))}
            {post.data.tags.length > 0 && (
              <Group gap={6}>
                {post.data.tags.map((tag) => (
                  <Badge key={tag} variant="light">
                    {tag}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function Byline({ author, iso, date }: { author: string; iso: string; date: string }) {
  return (
    <Text size="sm" c="dimmed">
      <Trans>
        By {author} on <time dateTime={iso}>{date}</time>
      </Trans>
    </Text>
  );
}
