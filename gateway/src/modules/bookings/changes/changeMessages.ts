/** What a traveller is told about a change, in the answers' `message`. */
export const CHANGE_FAILED_MESSAGE = 'The airline could not change this booking. Nothing was charged.';
export const NOT_CHANGEABLE_MESSAGE = 'This booking cannot be changed online. Please call us to change it.';
export const CHANGE_EXPIRED_MESSAGE = 'This change offer has expired. Please search for other flights again.';
export const CHANGE_IN_PROGRESS_MESSAGE = 'This booking is being changed. Please wait a moment.';
export const CHANGE_NOT_FOUND_MESSAGE = 'This change offer could not be found.';
export const BEING_CANCELLED_MESSAGE = 'This booking is being cancelled, so it can no longer be changed.';
export const PAYMENT_NEEDED_MESSAGE = 'This change has a price difference to pay: please enter your card details.';
