export { ConfirmationStep } from './ConfirmationStep';
export { SavedConfirmation } from './SavedConfirmation';
