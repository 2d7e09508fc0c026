export { PaymentStep } from './PaymentStep';
