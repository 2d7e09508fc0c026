/**
 * The lazy half of the UI kit as one module type: what preloadUiKit() resolves to. Only its type is
 * used (lazyKit.tsx); the components themselves are fetched part by part (kitParts/, one chunk
 * per lazy icon), never through this file.
 */
export * from './kitParts/accordion';
export * from './kitParts/alert';
export * from './kitParts/transitions';
export * from './kitParts/badge';
export * from './kitParts/cardActions';
export * from './kitParts/chip';
export * from './kitParts/choices';
export * from './kitParts/switch';
export * from './kitParts/dialog';
export * from './kitParts/progress';
export * from './kitParts/select';
export * from './kitParts/slider';
export * from './kitParts/stepper';
export * from './kitParts/tabs';
export * from './kitParts/table';
export * from './kitParts/toggleButtons';
export * from './kitParts/tooltip';
export { default as AccountCircleIcon } from '@mui/icons-material/AccountCircle';
export { default as ArrowBackIcon } from '@mui/icons-material/ArrowBack';
export { default as ArrowForwardIcon } from '@mui/icons-material/ArrowForward';
export { default as CheckCircleIcon } from '@mui/icons-material/CheckCircle';
export { default as ContentCopyIcon } from '@mui/icons-material/ContentCopy';
export { default as DeleteIcon } from '@mui/icons-material/Delete';
export { default as DevicesIcon } from '@mui/icons-material/Devices';
export { default as EditIcon } from '@mui/icons-material/Edit';
export { default as ExpandMoreIcon } from '@mui/icons-material/ExpandMore';
export { default as FilterListIcon } from '@mui/icons-material/FilterList';
export { default as FlightIcon } from '@mui/icons-material/Flight';
export { default as HistoryIcon } from '@mui/icons-material/History';
export { default as HomeIcon } from '@mui/icons-material/Home';
export { default as KeyIcon } from '@mui/icons-material/Key';
export { default as LightbulbIcon } from '@mui/icons-material/Lightbulb';
export { default as LuggageIcon } from '@mui/icons-material/Luggage';
export { default as PaletteIcon } from '@mui/icons-material/Palette';
export { default as PersonIcon } from '@mui/icons-material/Person';
export { default as ScheduleIcon } from '@mui/icons-material/Schedule';
export { default as SecurityIcon } from '@mui/icons-material/Security';
export { default as SettingsIcon } from '@mui/icons-material/Settings';
export { default as TravelExploreIcon } from '@mui/icons-material/TravelExplore';
export { default as VisibilityIcon } from '@mui/icons-material/Visibility';
export { default as VisibilityOffIcon } from '@mui/icons-material/VisibilityOff';
