export { Badge } from '@mui/material';
