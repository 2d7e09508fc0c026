import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '@portal/platform';

/** The input element of an outlined field that is the browser's own select: InputBase hands it value, onChange and the options. */
const NativeSelectElement = (props: Record<string, unknown>) => <select {...props} />;

/**
 * A TextField's slot props that make it the browser's own select over these options, its label
 * always above (a select always shows a choice). For a field whose TextField is made elsewhere,
 * as a form's bound field.
 */
export const nativeSelectSlotProps = (options: ReactNode) => ({
  input: { inputComponent: NativeSelectElement },
  htmlInput: { children: options },
  inputLabel: { shrink: true },
});

export type NativeSelectFieldProps = Omit<ComponentProps<typeof TextField>, 'select' | 'slotProps' | 'children'> & {
  /** The `<option>`s. */
  children: ReactNode;
};

/**
 * An outlined field that is the browser's own select: light (neither MUI's Select nor its menu
 * comes with the page) and keyboard friendly, for the short lists of a page's first load.
 */
export const NativeSelectField = ({ children, ...props }: NativeSelectFieldProps) => (
  <TextField {...props} slotProps={nativeSelectSlotProps(children)} />
);
