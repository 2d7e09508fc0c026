export { Collapse, Fade } from '@mui/material';
