/**
 * The form API every module uses, shipped once in the platform. Forms validate with the zod
 * contracts through `schemaResolver` (first-load forms) or `zodResolver` from
 * '@portal/platform/validation'.
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
export type { Control, FieldErrors, FieldPath, SubmitHandler, UseFormReturn } from 'react-hook-form';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { FormWithMethods, useFormMethods, type FormMethods } from './formMethods';
