export { Checkbox, FormControlLabel, FormGroup, Radio, RadioGroup } from '@mui/material';
