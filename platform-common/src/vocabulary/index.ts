// The contracts' plain values (enumerations, limits, messages, input masks): no zod, so pages
// that only need these do not load the validation library.
export * from './admin';
export * from './auth';
export * from './bookings';
export * from './consent';
export * from './content';
export * from './passengers';
export * from './payments';
export * from './search';
export * from './submissions';
export * from './trips';
export * from './brand';
export * from './remotes';
// passwordReset and profile: './account' (only mfe-account needs them); what readers of answers
// need beside their contracts: './answers'. The platform offers both as entries of their own.
