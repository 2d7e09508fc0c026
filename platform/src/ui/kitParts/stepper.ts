export { Step, StepLabel, Stepper } from '@mui/material';
