import type * as KitModule from './kit';
import { loadOnce } from './loadOnce';
import { suspendingStandIn } from './suspendingStandIn';

type Kit = typeof KitModule;

// The rarely used half of the UI kit is fetched the first time a page renders one of its
// components, so the first load of a page that uses none (the home page) does not carry it.
// The import lives inside the platform, so the chunk comes from the same build as the rest of
// the platform: one MUI and one emotion still serve the page.
const kit = loadOnce(() => import('./kit'));

/** Fetches the lazy half of the UI kit; a page loader may call it to fetch it beside the page. */
export const preloadUiKit = (): Promise<Kit> => kit.load();

/** A kit component's stand-in: suspends until the kit has arrived, then is the component. */
const lazyKit = <Name extends keyof Kit & string>(name: Name): Kit[Name] => suspendingStandIn(kit, name);

export const Accordion = lazyKit('Accordion');
export const Alert = lazyKit('Alert');
export const AlertTitle = lazyKit('AlertTitle');
export const Fade = lazyKit('Fade');
export const AccordionDetails = lazyKit('AccordionDetails');
export const AccordionSummary = lazyKit('AccordionSummary');
export const Badge = lazyKit('Badge');
export const Collapse = lazyKit('Collapse');
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
/** FormControl recognises a select among its children by this name (the field's initial filled state). */
export const Select = Object.assign(lazyKit('Select'), { muiName: 'Select' });
export const Skeleton = lazyKit('Skeleton');
export const Slider = lazyKit('Slider');
export const Step = lazyKit('Step');
export const StepLabel = lazyKit('StepLabel');
export const Stepper = lazyKit('Stepper');
export const Switch = lazyKit('Switch');
export const Tab = lazyKit('Tab');
export const Table = lazyKit('Table');
export const TableBody = lazyKit('TableBody');
export const TableCell = lazyKit('TableCell');
export const TableContainer = lazyKit('TableContainer');
export const TableHead = lazyKit('TableHead');
export const TableRow = lazyKit('TableRow');
export const Tabs = lazyKit('Tabs');
export const ToggleButton = lazyKit('ToggleButton');
export const ToggleButtonGroup = lazyKit('ToggleButtonGroup');
export const Tooltip = lazyKit('Tooltip');

export const AccountCircleIcon = lazyKit('AccountCircleIcon');
export const ArrowBackIcon = lazyKit('ArrowBackIcon');
export const ArrowForwardIcon = lazyKit('ArrowForwardIcon');
export const CheckCircleIcon = lazyKit('CheckCircleIcon');
export const ContentCopyIcon = lazyKit('ContentCopyIcon');
export const DeleteIcon = lazyKit('DeleteIcon');
export const DevicesIcon = lazyKit('DevicesIcon');
export const EditIcon = lazyKit('EditIcon');
export const ExpandMoreIcon = lazyKit('ExpandMoreIcon');
export const FilterListIcon = lazyKit('FilterListIcon');
export const FlightIcon = lazyKit('FlightIcon');
export const HistoryIcon = lazyKit('HistoryIcon');
export const HomeIcon = lazyKit('HomeIcon');
export const KeyIcon = lazyKit('KeyIcon');
export const LightbulbIcon = lazyKit('LightbulbIcon');
export const LuggageIcon = lazyKit('LuggageIcon');
export const PaletteIcon = lazyKit('PaletteIcon');
export const PersonIcon = lazyKit('PersonIcon');
export const ScheduleIcon = lazyKit('ScheduleIcon');
export const SecurityIcon = lazyKit('SecurityIcon');
export const SettingsIcon = lazyKit('SettingsIcon');
export const TravelExploreIcon = lazyKit('TravelExploreIcon');
export const VisibilityIcon = lazyKit('VisibilityIcon');
export const VisibilityOffIcon = lazyKit('VisibilityOffIcon');
