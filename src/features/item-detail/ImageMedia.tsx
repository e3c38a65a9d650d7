import { useLingui } from '@lingui/react/macro';
import { AspectRatio, Image, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';

// Mantine's Modal is not first-screen code: the large view loads when first opened.
const ImageLightbox = lazyNamed(() => import('./ImageLightbox'), 'ImageLightbox');

/** An item image: the tile opens a large view where the picture can be shown at full size (zoom). */
export function ImageMedia({
  src,
  srcSet,
  large,
  name,
}: {
  src: string;
  /** Width candidates of `src` (thumbnail and cover); the tile is the page's width up to md, half of lg after. */
  srcSet?: string;
  large: string;
  name: string;
}) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so the dialog keeps its closing transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <UnstyledButton
        onClick={() => {
          setWanted(true);
          open();
        }}
        aria-label={t`View large image: ${name}`}
        style={{ cursor: 'zoom-in' }}
      >
        <AspectRatio ratio={1}>
          {/* The item's picture is the page's largest paint: fetched first, never lazily. */}
          <Image
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? '(min-width: 62em) 560px, calc(100vw - 32px)' : undefined}
            alt={name}
            width={600}
            height={600}
            radius="md"
            fit="cover"
            fetchPriority="high"
          />
        </AspectRatio>
      </UnstyledButton>
      {wanted && (
        <Suspense fallback={null}>
          <ImageLightbox large={large} name={name} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
