export {
  createDuffelSandbox,
  type DuffelSandbox,
  type DuffelSandboxControls,
  type DuffelSandboxOptions,
} from './router';
export { createSandboxIds, type SandboxIds, type ServiceRef } from './sandboxIds';
export {
  DUFFEL_OPERATIONS,
  type DuffelBehaviour,
  type DuffelCall,
  type DuffelFault,
  type DuffelOperation,
} from './faults';
export { createMemoryOrderStore, type DuffelOrderStore, type OrderFilter } from './orderStore';
export { createPostgresOrderStore, type PostgresOrderStoreOptions, type SqlClient } from './pgOrderStore';
export { DEFAULT_BALANCE } from './orders';
export { seededRandom, type Random } from './random';
export { answerClientErrorsAsDuffel } from './clientErrors';
