// Words only the account module shows (and the gateway answers): outside the platform's main
// entry, which every first load carries, so mfe-account bundles its own copy.
export * from './passwordReset';
export * from './profile';
