import type * as KitModule from './kit';
import { closedStandIn } from './closedStandIn';
import { loadOnce } from './loadOnce';
import { suspendingStandIn } from './suspendingStandIn';

type Kit = typeof KitModule;

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
  // A deletable chip (an admin's domains); a label in a pill is the plain-controls Tag.
  chip: loadOnce(() => import('./kitParts/chip')),
  // Checkboxes, radios and their labels: one part, so the switch base they share comes once.
  choices: loadOnce(() => import('./kitParts/choices')),
  switch: loadOnce(() => import('./kitParts/switch')),
  dialog: loadOnce(() => import('./kitParts/dialog')),
  progress: loadOnce(() => import('./kitParts/progress')),
  select: loadOnce(() => import('./kitParts/select')),
  slider: loadOnce(() => import('./kitParts/slider')),
  stepper: loadOnce(() => import('./kitParts/stepper')),
  tabs: loadOnce(() => import('./kitParts/tabs')),
  table: loadOnce(() => import('./kitParts/table')),
  toggleButtons: loadOnce(() => import('./kitParts/toggleButtons')),
  tooltip: loadOnce(() => import('./kitParts/tooltip')),
};

// A component's stand-in (suspendingStandIn) suspends until its part has arrived, then is the component.

const icons: Record<string, ReturnType<typeof loadOnce<{ default: unknown }>>> = {};

/** An icon no first load shows: its own tiny chunk (a few hundred bytes), fetched when first rendered. */
const icon = <Module extends { default: unknown }>(name: string, load: () => Promise<Module>): Module['default'] => {
  const chunk = loadOnce(load);
  icons[name] = chunk;
  return suspendingStandIn(chunk, 'default');
};

/** Fetches every part of the lazy half of the UI kit (tests, and a form about to show results). */
export const preloadUiKit = async (): Promise<Kit> => {
  const loadedParts = await Promise.all(Object.values(parts).map((part) => part.load()));
  const loadedIcons = await Promise.all(
    Object.entries(icons).map(async ([name, chunk]) => [name, (await chunk.load()).default] as const),
  );
  return Object.assign({}, ...loadedParts, Object.fromEntries(loadedIcons)) as Kit;
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
export const Chip = suspendingStandIn(parts.chip, 'Chip');
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
export const Switch = suspendingStandIn(parts.switch, 'Switch');
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
export const AccountCircleIcon = icon('AccountCircleIcon', () => import('@mui/icons-material/AccountCircle'));
export const ArrowBackIcon = icon('ArrowBackIcon', () => import('@mui/icons-material/ArrowBack'));
export const ArrowForwardIcon = icon('ArrowForwardIcon', () => import('@mui/icons-material/ArrowForward'));
export const CheckCircleIcon = icon('CheckCircleIcon', () => import('@mui/icons-material/CheckCircle'));
export const ContentCopyIcon = icon('ContentCopyIcon', () => import('@mui/icons-material/ContentCopy'));
export const DeleteIcon = icon('DeleteIcon', () => import('@mui/icons-material/Delete'));
export const DevicesIcon = icon('DevicesIcon', () => import('@mui/icons-material/Devices'));
export const EditIcon = icon('EditIcon', () => import('@mui/icons-material/Edit'));
export const ExpandMoreIcon = icon('ExpandMoreIcon', () => import('@mui/icons-material/ExpandMore'));
export const FilterListIcon = icon('FilterListIcon', () => import('@mui/icons-material/FilterList'));
export const FlightIcon = icon('FlightIcon', () => import('@mui/icons-material/Flight'));
export const HistoryIcon = icon('HistoryIcon', () => import('@mui/icons-material/History'));
export const HomeIcon = icon('HomeIcon', () => import('@mui/icons-material/Home'));
export const KeyIcon = icon('KeyIcon', () => import('@mui/icons-material/Key'));
export const LightbulbIcon = icon('LightbulbIcon', () => import('@mui/icons-material/Lightbulb'));
export const LuggageIcon = icon('LuggageIcon', () => import('@mui/icons-material/Luggage'));
export const PaletteIcon = icon('PaletteIcon', () => import('@mui/icons-material/Palette'));
export const PersonIcon = icon('PersonIcon', () => import('@mui/icons-material/Person'));
export const ScheduleIcon = icon('ScheduleIcon', () => import('@mui/icons-material/Schedule'));
export const SecurityIcon = icon('SecurityIcon', () => import('@mui/icons-material/Security'));
export const SettingsIcon = icon('SettingsIcon', () => import('@mui/icons-material/Settings'));
export const TravelExploreIcon = icon('TravelExploreIcon', () => import('@mui/icons-material/TravelExplore'));
export const VisibilityIcon = icon('VisibilityIcon', () => import('@mui/icons-material/Visibility'));
export const VisibilityOffIcon = icon('VisibilityOffIcon', () => import('@mui/icons-material/VisibilityOff'));
