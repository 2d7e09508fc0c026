export { Tooltip } from '@mui/material';
