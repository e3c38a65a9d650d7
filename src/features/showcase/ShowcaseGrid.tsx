import { Anchor, Image, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ShowcaseItem } from '@schemas/showcase';

/** The works as a plain grid of linked pictures: the showcase where WebGL is missing, or by choice. */
export function ShowcaseGrid({ items }: { items: ShowcaseItem[] }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid="showcase-grid"
    >
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="xs">
          <Anchor
            renderRoot={(props) => <Link to="/itemDetails" search={{ id: item.id }} {...props} />}
            underline="never"
          >
            <Image
              src={item.imageUrl}
              alt=""
              radius="sm"
              fit="cover"
              loading="lazy"
              style={{ aspectRatio: '1' }}
            />
            <Text size="sm" fw={600} mt={6} lineClamp={2}>
              {item.name}
            </Text>
          </Anchor>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
