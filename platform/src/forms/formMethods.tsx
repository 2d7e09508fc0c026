import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';

// react-hook-form's own bound for a form's values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormValues = Record<string, any>;

export type FormMethods<Values extends FormValues> = Pick<
  UseFormReturn<Values>,
  'control' | 'getValues' | 'setValue' | 'getFieldState' | 'trigger'
>;

const FormMethodsContext = createContext<FormMethods<FormValues> | null>(null);

/**
 * react-hook-form's FormProvider, and beside it the form's methods alone for the fields to read.
 * RHF's context also carries the form's state, so every field reading `useFormContext` renders
 * again whenever that state changes, starting right after the form mounts: `useForm` sets
 * `formState.isReady` in a layout effect, a second render of every such field inside the commit
 * (on the home page the whole search form, on the checkout every passenger's block: one long
 * task). Fields reading `useFormMethods` instead render again only for their own reasons: their
 * controllers follow their values and errors, `useFormState` a field's state.
 */
export const FormWithMethods = <Values extends FormValues, Context, Submitted extends FormValues>({
  form,
  children,
}: {
  form: UseFormReturn<Values, Context, Submitted>;
  children: ReactNode;
}) => {
  const { control, getValues, setValue, getFieldState, trigger } = form;
  const methods = useMemo(
    () => ({ control, getValues, setValue, getFieldState, trigger }),
    [control, getValues, setValue, getFieldState, trigger],
  );
  return (
    <FormProvider {...form}>
      <FormMethodsContext.Provider value={methods as unknown as FormMethods<FormValues>}>
        {children}
      </FormMethodsContext.Provider>
    </FormProvider>
  );
};

/** The methods of the form around (control, getValues, setValue, getFieldState, trigger), without its state. */
export const useFormMethods = <Values extends FormValues>(): FormMethods<Values> => {
  const methods = useContext(FormMethodsContext);
  if (!methods) throw new Error('useFormMethods is used inside a FormWithMethods');
  return methods as unknown as FormMethods<Values>;
};
