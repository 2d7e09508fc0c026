export { Alert, AlertTitle } from '@mui/material';
