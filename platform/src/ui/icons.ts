/**
 * Icons modules may use; add here rather than importing @mui/icons-material in a module. These
 * are the ones the shell and the home page show; the others ride in the lazy half of the kit
 * (lazyKit.tsx, one small chunk each) under the same names.
 */
export { default as AddIcon } from '@mui/icons-material/Add';
export { default as AdminPanelSettingsIcon } from '@mui/icons-material/AdminPanelSettings';
export { default as CalendarTodayIcon } from '@mui/icons-material/CalendarToday';
export { default as CloseIcon } from '@mui/icons-material/Close';
export { default as EmailIcon } from '@mui/icons-material/Email';
export { default as ErrorOutlineIcon } from '@mui/icons-material/ErrorOutlined';
export { default as FacebookIcon } from '@mui/icons-material/Facebook';
export { default as FlightLandIcon } from '@mui/icons-material/FlightLand';
export { default as FlightTakeoffIcon } from '@mui/icons-material/FlightTakeoff';
export { default as GroupIcon } from '@mui/icons-material/Group';
export { default as InstagramIcon } from '@mui/icons-material/Instagram';
export { default as LockIcon } from '@mui/icons-material/Lock';
export { default as LogoutIcon } from '@mui/icons-material/Logout';
export { default as MenuIcon } from '@mui/icons-material/Menu';
export { default as NotificationsActiveIcon } from '@mui/icons-material/NotificationsActive';
export { default as PhoneIcon } from '@mui/icons-material/Phone';
export { default as PlaceIcon } from '@mui/icons-material/Place';
export { default as PublicIcon } from '@mui/icons-material/Public';
export { default as RefreshIcon } from '@mui/icons-material/Refresh';
export { default as RemoveIcon } from '@mui/icons-material/Remove';
export { default as SearchIcon } from '@mui/icons-material/Search';
export { default as StarIcon } from '@mui/icons-material/Star';
export { default as SupportAgentIcon } from '@mui/icons-material/SupportAgent';
export { default as TrendingDownIcon } from '@mui/icons-material/TrendingDown';
export { default as VerifiedIcon } from '@mui/icons-material/Verified';
export { default as VerifiedUserIcon } from '@mui/icons-material/VerifiedUser';
export { default as WorkspacePremiumIcon } from '@mui/icons-material/WorkspacePremium';
export { default as XIcon } from '@mui/icons-material/X';
