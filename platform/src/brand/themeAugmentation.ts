import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
    surface: { muted: string; card: string; border: string; input: string };
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
    surface?: { muted: string; card: string; border: string; input: string };
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    accent: true;
  }
}
