/**
 * The part of the UI kit no first load needs (dialogs, tables, steppers, sliders, switches and
 * the like). It is its own lazy chunk of the platform; modules use these components through
 * the same names in the UI kit (see lazyKit.tsx), never from here.
 */
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Badge,
  CardActionArea,
  CardActions,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  Radio,
  RadioGroup,
  Skeleton,
  Slider,
  Step,
  StepLabel,
  Stepper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
