export { Select } from '@mui/material';
