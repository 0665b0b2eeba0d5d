export * from './limits';
export * from './errors';
export * from './auth';
export * from './users';
