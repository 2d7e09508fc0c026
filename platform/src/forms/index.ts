/**
 * The form API every module uses (`@portal/platform/forms`): a shared module of its own
 * (federation/shared.cjs), so react-hook-form is fetched with the first page or part of a page
 * that has a form, not with every first load. Forms validate with the zod contracts through
 * `schemaResolver` (first-load forms) or `zodResolver` with a contract from '@portal/platform/validation'.
 */
export {
  Controller,
  FormProvider,
  useController,
  useFieldArray,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
export type { Control, FieldErrors, FieldPath, FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
export { zodResolver } from './lazyZodResolver';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { FormWithMethods, useFormMethods, type FormMethods } from './formMethods';
