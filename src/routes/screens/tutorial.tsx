import { TutorialPage } from '@/features/content/TutorialPage';

export default function Screen() {
  return <TutorialPage />;
}
