import { AspectRatio, Center, Image } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';

/** A post's cover at 16:9, or a quiet branded placeholder when the post has none. */
export function BlogCover({ src, radius = 0 }: { src: string | null; radius?: number | string }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {src ? (
        <Image src={src} alt="" radius={radius} fit="cover" loading="lazy" />
      ) : (
        <Center
          aria-hidden
          style={{
            borderRadius: radius,
            background:
              'linear-gradient(135deg, var(--mantine-color-violet-1), var(--mantine-color-indigo-2))',
            color: 'var(--mantine-color-violet-6)',
          }}
        >
          <IconNews size={48} stroke={1.3} />
        </Center>
      )}
    </AspectRatio>
  );
}
