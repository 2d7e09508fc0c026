export { Radio, RadioGroup } from '@mui/material';
