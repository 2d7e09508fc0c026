export { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
