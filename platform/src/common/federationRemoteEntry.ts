// Lives in @portal/platform-common (no React: the gateway imports it too); modules keep this entry.
export * from '@portal/platform-common/federation/remoteEntry';
