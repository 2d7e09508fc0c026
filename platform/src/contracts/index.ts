export * from './errors';
export * from './brand';
export * from './session';
export * from './system';
export * from './remotes';
export * from './flightSearch';
export * from './flightOffer';
