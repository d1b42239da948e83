export * from './tiers';
export * from './permissions';
export * from './messages';
export * from './limits';
export * from './schemas';
export * from './flags';
export * from './account';
export * from './navigation';
