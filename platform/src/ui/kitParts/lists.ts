export { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
