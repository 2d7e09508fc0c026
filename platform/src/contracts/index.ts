export * from './errors';
export * from './brand';
export * from './session';
export * from './system';
export * from './remotes';
