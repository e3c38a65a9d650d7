// Helpers shared by the journey specs: `import { login, buyer } from './support'`.
export * from './accounts';
export * from './console';
export * from './login';
