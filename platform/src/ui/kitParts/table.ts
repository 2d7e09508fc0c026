export { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
