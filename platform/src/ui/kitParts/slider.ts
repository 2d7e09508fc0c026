export { Slider } from '@mui/material';
