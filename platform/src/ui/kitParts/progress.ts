export { LinearProgress, Skeleton } from '@mui/material';
