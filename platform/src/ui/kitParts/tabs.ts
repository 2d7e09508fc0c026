export { Tab, Tabs } from '@mui/material';
