import { Skeleton } from '@mantine/core';
import type { ProductDetail } from '@schemas/products';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { ImageMedia } from './ImageMedia';
import { PlayableMedia } from './PlayableMedia';

// Only 3D items need the viewer's wrapper (model-viewer itself loads later still): off the page's first load.
const ModelViewer = lazyNamed(() => import('./ModelViewer'), 'ModelViewer');

/** The item's media by kind (spec §3 file content types): image, video, audio or a 3D (GLB) model. */
export function ItemMedia({ item }: { item: ProductDetail }) {
  const file = item.file;
  const kind = file ? item.fileKind : 'image';
  if (file && (kind === 'video' || kind === 'audio'))
    return (
      <PlayableMedia
        kind={kind}
        src={file.displayPath}
        mime={file.mime}
        cover={item.displayImage}
        name={item.name}
      />
    );
  if (file && kind === 'glb')
    return (
      <Suspense fallback={<Skeleton radius="md" style={{ aspectRatio: '1' }} />}>
        <ModelViewer
          key={file.displayPath}
          src={file.displayPath}
          poster={item.displayImage}
          alt={item.name}
        />
      </Suspense>
    );
  const large = file && file.kind === 'image' ? file.displayPath : item.displayImage;
  // A phone takes the 400 px thumbnail; a wider column or denser screen the cover at its own width.
  const srcSet =
    item.thumbUrl && item.coverWidth && item.coverWidth > 400
      ? `${item.thumbUrl} 400w, ${item.displayImage} ${item.coverWidth}w`
      : undefined;
  return <ImageMedia src={item.displayImage} srcSet={srcSet} large={large} name={item.name} />;
}
