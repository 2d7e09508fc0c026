import type { ChangeEvent } from 'react';
import { Box, type SxProps, type Theme } from '@portal/platform';

export interface RangeSliderProps {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** The two handles' names, low first. */
  labels: [string, string];
  /** How a value is read out, e.g. as a price. */
  valueText: (value: number) => string;
  disabled?: boolean;
}

const THUMB = 20;

const thumb = (theme: Theme) => ({
  appearance: 'none',
  pointerEvents: 'auto',
  width: THUMB,
  height: THUMB,
  border: `2px solid ${theme.palette.background.paper}`,
  borderRadius: '50%',
  backgroundColor: theme.palette.primary.main,
  boxShadow: theme.shadows[2],
  cursor: 'pointer',
});
const focusRing = (theme: Theme) => ({ boxShadow: `0 0 0 4px ${theme.palette.primary.main}40` });

// Two of the browser's range inputs laid over one track: only their handles take the pointer, so
// each handle can be dragged where the other input lies on top.
const INPUT_SX: SxProps<Theme> = (theme) => ({
  appearance: 'none',
  position: 'absolute',
  inset: 0,
  width: 1,
  height: 1,
  m: 0,
  background: 'transparent',
  pointerEvents: 'none',
  outline: 'none',
  '&::-webkit-slider-runnable-track': { background: 'transparent' },
  '&::-moz-range-track': { background: 'transparent' },
  '&::-webkit-slider-thumb': thumb(theme),
  '&::-moz-range-thumb': thumb(theme),
  '&:focus-visible::-webkit-slider-thumb': focusRing(theme),
  '&:focus-visible::-moz-range-thumb': focusRing(theme),
  '&:disabled::-webkit-slider-thumb': { backgroundColor: theme.palette.action.disabled, cursor: 'default' },
  '&:disabled::-moz-range-thumb': { backgroundColor: theme.palette.action.disabled, cursor: 'default' },
});

/** Where a value sits along the track, as CSS: the handles' centres run from half a handle in to half a handle short. */
const along = (value: number, min: number, max: number) =>
  `calc(${THUMB / 2}px + (100% - ${THUMB}px) * ${max > min ? (value - min) / (max - min) : 0})`;

/**
 * A two-handled range of the browser's own range inputs: arrow keys, Page Up/Down, Home/End and
 * the pointer as any native slider; neither handle passes the other. Light enough for a page's
 * first load, where MUI's Slider is a part of its own.
 */
export const RangeSlider = ({
  min,
  max,
  step,
  value,
  onChange,
  labels,
  valueText,
  disabled = false,
}: RangeSliderProps) => {
  const [low, high] = value;
  const change = (index: 0 | 1) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value);
    onChange(index === 0 ? [Math.min(next, high), high] : [low, Math.max(next, low)]);
  };
  // The low handle on top once it is past the middle: at the top end it would else lie under the high one.
  const lowOnTop = low > min + (max - min) / 2;

  return (
    <Box sx={{ position: 'relative', height: 32 }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 14,
          left: THUMB / 2,
          right: THUMB / 2,
          height: 4,
          borderRadius: 2,
          bgcolor: 'action.disabledBackground',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 14,
          height: 4,
          borderRadius: 2,
          bgcolor: disabled ? 'action.disabled' : 'primary.main',
        }}
        style={{ left: along(low, min, max), width: `calc(${along(high, min, max)} - ${along(low, min, max)})` }}
      />
      {([0, 1] as const).map((index) => (
        <Box
          key={index}
          component="input"
          type="range"
          min={min}
          max={max}
          step={step}
          value={value[index]}
          disabled={disabled}
          aria-label={labels[index]}
          aria-valuetext={valueText(value[index])}
          onChange={change(index)}
          sx={[INPUT_SX, { zIndex: index === 0 && lowOnTop ? 2 : 1 }]}
        />
      ))}
    </Box>
  );
};
