// Values the readers of answers share with their zod contracts (enumerations, text formats), an
// entry of their own so that the shared platform chunk every page loads does not carry them: each
// module bundles the few it reads with.
export * from './alerts';
export * from './brandText';
export * from './tripData';
