import { AboutPage } from '@/features/content/AboutPage';

export default function Screen() {
  return <AboutPage />;
}
