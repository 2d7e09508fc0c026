export { FormControlLabel, FormGroup } from '@mui/material';
