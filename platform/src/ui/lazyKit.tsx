import { use, type ComponentType } from 'react';
import type * as KitModule from './kit';
import { loadOnce } from './loadOnce';

type Kit = typeof KitModule;

// The rarely used half of the UI kit is fetched the first time a page renders one of its
// components, so the first load of a page that uses none (the home page) does not carry it.
// The import lives inside the platform, so the chunk comes from the same build as the rest of
// the platform: one MUI and one emotion still serve the page.
const kit = loadOnce(() => import('./kit'));

/** Fetches the lazy half of the UI kit; a page loader may call it to fetch it beside the page. */
export const preloadUiKit = (): Promise<Kit> => kit.load();

/**
 * A stand-in with the MUI component's name, props and type. Once the kit is loaded it renders
 * the component directly; before that it suspends to the nearest Suspense boundary (a page's
 * own loading state) until the kit arrives.
 */
const lazyKit = <Name extends keyof Kit>(name: Name): Kit[Name] => {
  const KitComponent = (props: Record<string, unknown>) => {
    const loaded = kit.loaded() ?? use(preloadUiKit());
    const Component = loaded[name] as unknown as ComponentType<Record<string, unknown>>;
    return <Component {...props} />;
  };
  KitComponent.displayName = name;
  return KitComponent as unknown as Kit[Name];
};

export const Accordion = lazyKit('Accordion');
export const AccordionDetails = lazyKit('AccordionDetails');
export const AccordionSummary = lazyKit('AccordionSummary');
export const Badge = lazyKit('Badge');
export const CardActionArea = lazyKit('CardActionArea');
export const CardActions = lazyKit('CardActions');
export const Checkbox = lazyKit('Checkbox');
export const Dialog = lazyKit('Dialog');
export const DialogActions = lazyKit('DialogActions');
export const DialogContent = lazyKit('DialogContent');
export const DialogContentText = lazyKit('DialogContentText');
export const DialogTitle = lazyKit('DialogTitle');
export const FormControlLabel = lazyKit('FormControlLabel');
export const FormGroup = lazyKit('FormGroup');
export const LinearProgress = lazyKit('LinearProgress');
export const Radio = lazyKit('Radio');
export const RadioGroup = lazyKit('RadioGroup');
export const Skeleton = lazyKit('Skeleton');
export const Slider = lazyKit('Slider');
export const Step = lazyKit('Step');
export const StepLabel = lazyKit('StepLabel');
export const Stepper = lazyKit('Stepper');
export const Switch = lazyKit('Switch');
export const Table = lazyKit('Table');
export const TableBody = lazyKit('TableBody');
export const TableCell = lazyKit('TableCell');
export const TableContainer = lazyKit('TableContainer');
export const TableHead = lazyKit('TableHead');
export const TableRow = lazyKit('TableRow');
export const ToggleButton = lazyKit('ToggleButton');
export const ToggleButtonGroup = lazyKit('ToggleButtonGroup');
export const Tooltip = lazyKit('Tooltip');
