/** The form API every module uses (react-hook-form with zod contracts), shipped once in the platform. */
export { Controller, FormProvider, useController, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
export type { Control, FieldErrors, FieldPath, SubmitHandler, UseFormReturn } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
