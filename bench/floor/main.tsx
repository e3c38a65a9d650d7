// The floor's scripted pages (bench/lighthouse-floor.mjs): `?page=react` renders the 24 items with React alone,
// `?page=mantine` with Mantine's provider, stylesheet and components (cards, badges, buttons, an input), both
// replacing the markup the HTML painted first, as the app replaces its shell (and starting only after that paint,
// so that Lighthouse's first contentful paint is the HTML's, as it is the shell's on the app's pages).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ITEMS } from './items';

function ReactPage() {
  return (
    <main>
      <h1>Digital collectibles</h1>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.id}>
            <a href={`#/item/${item.id}`}>{item.name}</a> <span>{item.price}</span>{' '}
            <button type="button">Buy</button>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** Resolves after the next frame has painted: the floor boots after its HTML's first paint, as the app does. */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  await painted();
  const page = new URLSearchParams(window.location.search).get('page');
  const root = createRoot(document.getElementById('root')!);
  const Page = page === 'mantine' ? (await import('./MantinePage')).MantinePage : ReactPage;
  startTransition(() =>
    root.render(
      <StrictMode>
        <Page />
      </StrictMode>,
    ),
  );
}

void start();
