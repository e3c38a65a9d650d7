// React DOM's renderer, imported by src/main.tsx on its own so that it is a chunk of its own: its evaluation
// (about a third of the entry's on a phone) runs in a task of its own when the chunk arrives. A module of
// ours, so the build's manifest names it (bench/initial-js.mjs counts it in every first screen).
export { createRoot } from 'react-dom/client';
