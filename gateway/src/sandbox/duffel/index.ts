export { createDuffelSandbox, type DuffelSandboxOptions } from './router';
export { createSandboxIds, type SandboxIds, type ServiceRef } from './sandboxIds';
