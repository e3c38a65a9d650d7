// Helpers shared by the journey specs: `import { buyer, collectConsoleErrors } from './support'`; UI steps are in journeys.ts.
export * from './accounts';
export * from './console';
