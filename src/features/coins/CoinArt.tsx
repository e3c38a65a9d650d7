import { Avatar } from '@mantine/core';

/** The coin's artwork, or its symbol on a disc where it has none; decorative (the name is beside it). */
export function CoinArt({
  artwork,
  symbol,
  size = 48,
}: {
  artwork: string | null;
  symbol: string;
  size?: number;
}) {
  return (
    <Avatar src={artwork || null} alt="" size={size} radius="xl" color="yellow" aria-hidden>
      {symbol.slice(0, 3)}
    </Avatar>
  );
}
