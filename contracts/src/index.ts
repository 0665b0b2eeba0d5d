export * from './limits';
export * from './errors';
export * from './auth';
export * from './users';
export * from './intake';
export * from './ybocs';
export * from './exposures';
export * from './sessions';
