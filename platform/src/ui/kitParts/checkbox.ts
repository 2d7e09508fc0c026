export { Checkbox } from '@mui/material';
