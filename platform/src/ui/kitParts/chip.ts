export { Chip } from '@mui/material';
