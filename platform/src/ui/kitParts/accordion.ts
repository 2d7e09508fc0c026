export { Accordion, AccordionDetails, AccordionSummary } from '@mui/material';
