import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Box, ClickAwayListener, InputAdornment, Paper, Popper, TextField } from '@portal/platform';
import type { Airport } from '@portal/platform/airports';
import { isCity } from './isCity';
import { AirportResults } from './AirportResults';
import { useAirportList } from './useAirportList';

export interface AirportPickerProps {
  label: string;
  /** The chosen IATA code, or '' */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  name?: string;
  placeholder?: string;
  icon?: ReactNode;
  /** The input element, for a form library to focus on an error. */
  inputRef?: Ref<HTMLInputElement>;
  /** Text typed before the picker was there (in the page's painted form): it goes on from it. */
  initialQuery?: string;
  /** Whether the list opens on that text as soon as the picker is there (the visitor is still in the field). */
  initiallyOpen?: boolean;
}

/** The list opens from this many typed characters (fewer match too much to help). */
const MIN_QUERY_LENGTH = 2;

/** '{city} ({code})', or '{city}, all airports ({code})' for a city searched as a whole. */
export const airportLabel = (airport: Airport): string =>
  `${airport.city_name}${isCity(airport) ? ', all airports' : ''} (${airport.iata_code})`;

/**
 * Airport/city autocomplete over the built-in list (no call): opens at 2 typed characters, keeps
 * the IATA code as the value and shows '{city} ({code})'. ARIA 1.2 combobox with a listbox popup.
 */
export const AirportPicker = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  name,
  placeholder = 'City or airport',
  icon,
  inputRef,
  initialQuery,
  initiallyOpen = false,
}: AirportPickerProps) => {
  const listId = useId();
  const { state, load } = useAirportList();
  const [query, setQuery] = useState<string | null>(initialQuery || null);
  // Opened after the first commit, once the list's anchor (the input) is there.
  const opensOnMount = useRef(initiallyOpen && Boolean(initialQuery));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A ref, not state: the list's anchor is read only once it opens, not on every commit.
  const anchor = useRef<HTMLElement | null>(null);
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  useEffect(() => {
    if ((value || query) && state.status === 'idle') load();
  }, [value, query, state.status, load]);
  useEffect(() => {
    if (!opensOnMount.current) return;
    opensOnMount.current = false;
    setOpen(true);
  }, []);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);

  const typed = (query ?? '').trim();
  const results = useMemo(
    () => (state.status === 'ready' && typed.length >= MIN_QUERY_LENGTH ? state.airports.searchAirports(typed) : []),
    [state, typed],
  );
  const selected = value && state.status === 'ready' ? state.airports.findPlace(value) : undefined;
  const expanded = open && typed.length >= MIN_QUERY_LENGTH;
  const listed = expanded && results.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (airport: Airport) => {
    onChange(airport.iata_code);
    setQuery(null);
    close();
  };
  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(-1);
    if (value) onChange('');
    if (state.status === 'idle' || state.status === 'error') load();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && results.length > 0) {
      event.preventDefault();
      const last = results.length - 1;
      const down = event.key === 'ArrowDown';
      setOpen(true);
      setActive((index) =>
        !listed || index < 0
          ? down
            ? 0
            : last
          : down
            ? index === last
              ? 0
              : index + 1
            : index === 0
              ? last
              : index - 1,
      );
    } else if (event.key === 'Enter' && listed) {
      event.preventDefault();
      choose(results[Math.max(active, 0)] as Airport);
    }
  };

  return (
    <ClickAwayListener onClickAway={close}>
      <Box>
        <TextField
          label={label}
          name={name}
          inputRef={inputRef}
          value={query ?? (selected ? airportLabel(selected) : value)}
          onChange={(event) => type(event.target.value)}
          onKeyDown={handleKeyDown}
          onFocus={() => state.status === 'idle' && load()}
          onBlur={onBlur}
          error={error}
          helperText={helperText}
          placeholder={placeholder}
          fullWidth
          slotProps={{
            input: {
              ref: anchor,
              startAdornment: icon ? <InputAdornment position="start">{icon}</InputAdornment> : undefined,
            },
            htmlInput: {
              role: 'combobox',
              autoComplete: 'off',
              'aria-autocomplete': 'list',
              'aria-expanded': expanded,
              'aria-controls': listed ? listId : undefined,
              'aria-activedescendant': listed && active >= 0 ? optionId(active) : undefined,
            },
          }}
        />
        <Popper
          open={expanded}
          anchorEl={anchor.current}
          placement="bottom-start"
          sx={{ zIndex: 'modal', width: expanded ? Math.max(anchor.current?.clientWidth ?? 0, 300) : undefined }}
        >
          <Paper elevation={8} sx={{ mt: 0.5, maxHeight: 320, overflowY: 'auto' }}>
            <AirportResults
              listId={listId}
              label={label}
              status={state.status}
              query={typed}
              results={results}
              active={active}
              optionId={optionId}
              onChoose={choose}
            />
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
};
