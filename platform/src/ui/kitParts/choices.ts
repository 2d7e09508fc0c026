export { Checkbox, FormControlLabel, FormGroup, Radio, RadioGroup, Switch } from '@mui/material';
