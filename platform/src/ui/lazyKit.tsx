import { closedStandIn } from './closedStandIn';
import { loadOnce } from './loadOnce';
import { suspendingStandIn } from './suspendingStandIn';

// The rarely used half of the UI kit, in small parts (kitParts/): a page fetches the parts of the
// components it renders, the first time it renders them, so a first load carries neither the
// components it does not show nor the rest of the kit. The imports live inside the platform, so
// the chunks come from the same build as the rest of the platform: one MUI and one emotion still
// serve the page.
const parts = {
  accordion: loadOnce(() => import('./kitParts/accordion')),
  alert: loadOnce(() => import('./kitParts/alert')),
  transitions: loadOnce(() => import('./kitParts/transitions')),
  badge: loadOnce(() => import('./kitParts/badge')),
  cardActions: loadOnce(() => import('./kitParts/cardActions')),
  choices: loadOnce(() => import('./kitParts/choices')),
  dialog: loadOnce(() => import('./kitParts/dialog')),
  progress: loadOnce(() => import('./kitParts/progress')),
  select: loadOnce(() => import('./kitParts/select')),
  slider: loadOnce(() => import('./kitParts/slider')),
  stepper: loadOnce(() => import('./kitParts/stepper')),
  tabs: loadOnce(() => import('./kitParts/tabs')),
  table: loadOnce(() => import('./kitParts/table')),
  toggleButtons: loadOnce(() => import('./kitParts/toggleButtons')),
  tooltip: loadOnce(() => import('./kitParts/tooltip')),
  icons: loadOnce(() => import('./kitParts/icons')),
};

// A component's stand-in (suspendingStandIn) suspends until its part has arrived, then is the component.

/** Fetches every part of the lazy half of the UI kit (tests, and a form about to show results). */
export const preloadUiKit = async (): Promise<void> => {
  await Promise.all(Object.values(parts).map((part) => part.load()));
};

export const Accordion = suspendingStandIn(parts.accordion, 'Accordion');
export const Alert = suspendingStandIn(parts.alert, 'Alert');
export const AlertTitle = suspendingStandIn(parts.alert, 'AlertTitle');
export const Fade = suspendingStandIn(parts.transitions, 'Fade');
export const AccordionDetails = suspendingStandIn(parts.accordion, 'AccordionDetails');
export const AccordionSummary = suspendingStandIn(parts.accordion, 'AccordionSummary');
export const Badge = suspendingStandIn(parts.badge, 'Badge');
export const Collapse = suspendingStandIn(parts.transitions, 'Collapse');
export const CardActionArea = suspendingStandIn(parts.cardActions, 'CardActionArea');
export const CardActions = suspendingStandIn(parts.cardActions, 'CardActions');
export const Checkbox = suspendingStandIn(parts.choices, 'Checkbox');
// A closed dialog shows nothing: its part is fetched when it first opens, not with the page.
export const Dialog = closedStandIn(parts.dialog, 'Dialog');
export const DialogActions = suspendingStandIn(parts.dialog, 'DialogActions');
export const DialogContent = suspendingStandIn(parts.dialog, 'DialogContent');
export const DialogContentText = suspendingStandIn(parts.dialog, 'DialogContentText');
export const DialogTitle = suspendingStandIn(parts.dialog, 'DialogTitle');
export const FormControlLabel = suspendingStandIn(parts.choices, 'FormControlLabel');
export const FormGroup = suspendingStandIn(parts.choices, 'FormGroup');
export const LinearProgress = suspendingStandIn(parts.progress, 'LinearProgress');
export const Radio = suspendingStandIn(parts.choices, 'Radio');
export const RadioGroup = suspendingStandIn(parts.choices, 'RadioGroup');
/** FormControl recognises a select among its children by this name (the field's initial filled state). */
export const Select = Object.assign(suspendingStandIn(parts.select, 'Select'), { muiName: 'Select' });
export const Skeleton = suspendingStandIn(parts.progress, 'Skeleton');
export const Slider = suspendingStandIn(parts.slider, 'Slider');
export const Step = suspendingStandIn(parts.stepper, 'Step');
export const StepLabel = suspendingStandIn(parts.stepper, 'StepLabel');
export const Stepper = suspendingStandIn(parts.stepper, 'Stepper');
export const Switch = suspendingStandIn(parts.choices, 'Switch');
export const Tab = suspendingStandIn(parts.tabs, 'Tab');
export const Table = suspendingStandIn(parts.table, 'Table');
export const TableBody = suspendingStandIn(parts.table, 'TableBody');
export const TableCell = suspendingStandIn(parts.table, 'TableCell');
export const TableContainer = suspendingStandIn(parts.table, 'TableContainer');
export const TableHead = suspendingStandIn(parts.table, 'TableHead');
export const TableRow = suspendingStandIn(parts.table, 'TableRow');
export const Tabs = suspendingStandIn(parts.tabs, 'Tabs');
export const ToggleButton = suspendingStandIn(parts.toggleButtons, 'ToggleButton');
export const ToggleButtonGroup = suspendingStandIn(parts.toggleButtons, 'ToggleButtonGroup');
export const Tooltip = suspendingStandIn(parts.tooltip, 'Tooltip');
export const AccountCircleIcon = suspendingStandIn(parts.icons, 'AccountCircleIcon');
export const ArrowBackIcon = suspendingStandIn(parts.icons, 'ArrowBackIcon');
export const ArrowForwardIcon = suspendingStandIn(parts.icons, 'ArrowForwardIcon');
export const CheckCircleIcon = suspendingStandIn(parts.icons, 'CheckCircleIcon');
export const ContentCopyIcon = suspendingStandIn(parts.icons, 'ContentCopyIcon');
export const DeleteIcon = suspendingStandIn(parts.icons, 'DeleteIcon');
export const DevicesIcon = suspendingStandIn(parts.icons, 'DevicesIcon');
export const EditIcon = suspendingStandIn(parts.icons, 'EditIcon');
export const ExpandMoreIcon = suspendingStandIn(parts.icons, 'ExpandMoreIcon');
export const FilterListIcon = suspendingStandIn(parts.icons, 'FilterListIcon');
export const FlightIcon = suspendingStandIn(parts.icons, 'FlightIcon');
export const HistoryIcon = suspendingStandIn(parts.icons, 'HistoryIcon');
export const HomeIcon = suspendingStandIn(parts.icons, 'HomeIcon');
export const KeyIcon = suspendingStandIn(parts.icons, 'KeyIcon');
export const LightbulbIcon = suspendingStandIn(parts.icons, 'LightbulbIcon');
export const LuggageIcon = suspendingStandIn(parts.icons, 'LuggageIcon');
export const PaletteIcon = suspendingStandIn(parts.icons, 'PaletteIcon');
export const PersonIcon = suspendingStandIn(parts.icons, 'PersonIcon');
export const ScheduleIcon = suspendingStandIn(parts.icons, 'ScheduleIcon');
export const SecurityIcon = suspendingStandIn(parts.icons, 'SecurityIcon');
export const SettingsIcon = suspendingStandIn(parts.icons, 'SettingsIcon');
export const TravelExploreIcon = suspendingStandIn(parts.icons, 'TravelExploreIcon');
export const VisibilityIcon = suspendingStandIn(parts.icons, 'VisibilityIcon');
export const VisibilityOffIcon = suspendingStandIn(parts.icons, 'VisibilityOffIcon');
