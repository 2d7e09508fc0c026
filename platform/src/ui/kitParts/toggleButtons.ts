export { ToggleButton, ToggleButtonGroup } from '@mui/material';
