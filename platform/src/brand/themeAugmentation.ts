import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface PaletteColor {
    /** The colour as text on the page: itself where it reads at 4.5:1 there, else a shade of it that does. */
    onPage?: string;
  }
  interface SimplePaletteColorOptions {
    onPage?: string;
  }
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
