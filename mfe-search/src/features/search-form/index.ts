export { SearchForm } from './SearchForm';
export { addDaysIso, RETURN_AFTER_DAYS } from './searchFormValues';
