/** The agency's registration number; brand settings carry no company number, so it is fixed. */
export const COMPANY_NUMBER = '09876543';
