/**
 * The portal's UI kit: the MUI components modules may use, re-exported from the shared platform
 * package. Modules import UI only from here, so one MUI instance serves the page and only what
 * is listed ships (a shared package is not tree-shaken; this list is). What no first load needs
 * is the lazy half of the kit (lazyKit.tsx): same names, fetched when first rendered; overlays
 * (lazyOverlays.tsx) are fetched when first opened.
 */
export {
  AppBar,
  Avatar,
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  CircularProgress,
  ClickAwayListener,
  Container,
  CssBaseline,
  Divider,
  FormControl,
  FormHelperText,
  FormLabel,
  GlobalStyles,
  Grid,
  IconButton,
  InputAdornment,
  InputLabel,
  Link,
  Paper,
  Stack,
  TextField,
  Toolbar,
  Typography,
  useMediaQuery,
  useScrollTrigger,
} from '@mui/material';
export { alpha, keyframes, styled, useTheme, ThemeProvider, type Theme, type SxProps } from '@mui/material/styles';
export * from './lazyKit';
export {
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Popover,
  Popper,
  Snackbar,
  SnackbarContent,
} from './lazyOverlays';
