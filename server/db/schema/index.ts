export * from './platform';
export * from './members';
export * from './catalog';
export * from './wallets';
export * from './eforms';
export * from './orders';
