import { useSearch } from '@tanstack/react-router';
import { TestGlbPage } from '@/features/item-detail/TestGlbPage';

/** Spec §2 testGLB: the 3D viewer on a demo model, or on `?src=` (this site's /files/ only). */
export default function Screen() {
  const { src } = useSearch({ from: '/testGLB' });
  return <TestGlbPage src={typeof src === 'string' ? src : undefined} />;
}
