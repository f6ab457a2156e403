export * from './auth.ts';
export * from './campaigns.ts';
export * from './characters.ts';
export * from './events.ts';
export * from './ops.ts';
export * from './play.ts';
export * from './portraits.ts';
export * from './share-links.ts';
