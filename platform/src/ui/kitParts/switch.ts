export { Switch } from '@mui/material';
