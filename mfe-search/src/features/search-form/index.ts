export { SearchForm } from './SearchForm';
export { addDaysIso, RETURN_AFTER_DAYS } from './searchFormValues';
export { MultiCityNotice } from './MultiCityNotice';
export { PAINTED_FORM_NAME } from './paintedFormHandOver';
export { CABIN_LABELS, defaultSearchValues } from './searchFormValues';
