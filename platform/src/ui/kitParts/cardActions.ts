export { CardActionArea, CardActions } from '@mui/material';
