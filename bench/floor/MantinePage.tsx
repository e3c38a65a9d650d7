import '@mantine/core/styles.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  MantineProvider,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ITEMS } from './items';

/** The 24 items as Mantine cards under a header and a search field: the fixed UI library and nothing of ours. */
export function MantinePage() {
  return (
    <MantineProvider>
      <Container>
        <Group justify="space-between" py="md">
          <Title order={1}>Digital collectibles</Title>
          <Group>
            <Anchor href="#/home">Home</Anchor>
            <Anchor href="#/explore">Explore</Anchor>
          </Group>
        </Group>
        <TextInput label="Search" placeholder="Search items" mb="md" />
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {ITEMS.map((item) => (
            <Card key={item.id} withBorder>
              <Stack gap={4}>
                <Text fw={600}>{item.name}</Text>
                <Badge variant="light">New</Badge>
                <Text size="sm">{item.price}</Text>
                <Button size="xs">Buy</Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </MantineProvider>
  );
}
