import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import {
  Box,
  ClickAwayListener,
  List,
  ListItemButton,
  Paper,
  Popper,
  TextField,
  Typography,
  loadOnce,
} from '@portal/platform';
import type { Country } from '@portal/platform/countries';

const NOT_LISTED: Country[] = [];
const countryList = loadOnce(() => import('@portal/platform/countries'));
type Countries = Awaited<ReturnType<typeof countryList.load>>;

/**
 * The countries (names, codes, search), fetched the first time a picker is wanted: focused,
 * pressed, or holding a country to name. A checkout's first load carries none of them. Each time
 * it is wanted again, a failed fetch is tried again.
 */
const useCountries = (wanted: number): Countries | null => {
  const [countries, setCountries] = useState(countryList.loaded);
  useEffect(() => {
    if (wanted === 0 || countries) return;
    let current = true;
    countryList.load().then(
      (loaded) => current && setCountries(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, countries]);
  return countries;
};

export interface CountryPickerProps {
  label: string;
  /** The chosen ISO 3166-1 alpha-2 code, or '' */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** The input element, for a form library to focus on an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A country picker over every assigned ISO 3166 country (the spec's 24 first): an ARIA 1.2
 * combobox whose listbox opens on a click, an arrow key or typing, and filters as the traveller
 * types (names without accents, or the code). The value is the code; the field shows the name.
 */
export const CountryPicker = ({
  label,
  value,
  onChange,
  onBlur,
  name,
  required,
  disabled,
  error,
  helperText,
  inputRef,
}: CountryPickerProps) => {
  const listId = useId();
  const [asked, setAsked] = useState(0);
  const countries = useCountries(asked + (value ? 1 : 0));
  // Once the countries are here, a focus asks for nothing (and draws nothing again).
  const want = () => {
    if (!countries) setAsked((times) => times + 1);
  };
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A ref, not state: the list's anchor is read only once it opens, not on every commit.
  const anchor = useRef<HTMLElement | null>(null);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // The countries are named, sorted and searched only once the list is asked for: a closed
  // picker on the checkout shows one name.
  const results = useMemo(
    () => (open && countries ? countries.searchCountries(query ?? '') : NOT_LISTED),
    [open, query, countries],
  );
  const resultsNow = () => (!countries ? NOT_LISTED : open ? results : countries.searchCountries(query ?? ''));
  const selected = value ? countries?.findCountry(value) : undefined;
  const listed = open && !disabled && results.length > 0;

  useEffect(() => {
    if (listed && active >= 0)
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [listed, active, listId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (country: Country) => {
    onChange(country.code);
    setQuery(null);
    close();
  };
  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(-1);
    if (value) onChange('');
  };
  // Opened on the full list, the chosen country is highlighted.
  const chosenIndex = (list: readonly Country[]) =>
    query === null ? list.findIndex((country) => country.code === value) : -1;
  const openList = () => {
    if (disabled || listed) return;
    setOpen(true);
    setActive(chosenIndex(resultsNow()));
  };
  // Typed in full and left: the country whose name or code it is counts as chosen.
  const leave = () => {
    const typedCountry = query === null ? undefined : countries?.countryNamed(query);
    if (typedCountry) choose(typedCountry);
    else close();
    onBlur?.();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && listed) {
      event.preventDefault();
      close();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !countries) {
      // The list opens once the countries are here, on its first country for the down arrow.
      event.preventDefault();
      want();
      setOpen(true);
      setActive(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const list = resultsNow();
      if (list.length === 0) return;
      event.preventDefault();
      const last = list.length - 1;
      const down = event.key === 'ArrowDown';
      const chosen = chosenIndex(list);
      setOpen(true);
      if (!listed && chosen >= 0) setActive(chosen);
      else
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
      // The list is open: Enter picks from it, never submits the form.
      event.preventDefault();
      if (active >= 0 || query) choose(results[Math.max(active, 0)] as Country);
    }
  };

  return (
    <ClickAwayListener onClickAway={close}>
      <Box>
        <TextField
          label={label}
          name={name}
          inputRef={inputRef}
          value={query ?? selected?.name ?? value}
          onChange={(event) => type(event.target.value)}
          onKeyDown={handleKeyDown}
          onClick={openList}
          onFocus={want}
          onBlur={leave}
          required={required}
          disabled={disabled}
          error={error}
          helperText={helperText}
          placeholder="Type to search"
          fullWidth
          slotProps={{
            input: { ref: anchor },
            htmlInput: {
              role: 'combobox',
              autoComplete: 'off',
              'aria-autocomplete': 'list',
              'aria-expanded': listed,
              'aria-controls': listed ? listId : undefined,
              'aria-activedescendant': listed && active >= 0 ? optionId(active) : undefined,
            },
          }}
        />
        <Popper
          open={open && !disabled}
          anchorEl={anchor.current}
          placement="bottom-start"
          sx={{ zIndex: 'modal', width: open ? Math.max(anchor.current?.clientWidth ?? 0, 260) : undefined }}
        >
          <Paper elevation={8} sx={{ mt: 0.5, maxHeight: 320, overflowY: 'auto' }}>
            {!countries ? (
              <Typography role="status" variant="body2" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
                Loading countries…
              </Typography>
            ) : results.length === 0 ? (
              <Typography role="status" variant="body2" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
                No country found for &quot;{query}&quot;
              </Typography>
            ) : (
              <List id={listId} role="listbox" aria-label={`${label} countries`} dense disablePadding>
                {results.map((country, index) => (
                  <ListItemButton
                    key={country.code}
                    component="li"
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    selected={index === active}
                    // Keeps focus in the input, so the choice lands before the input's blur.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(country)}
                    sx={{ justifyContent: 'space-between', gap: 1 }}
                  >
                    {country.name}
                    <Typography
                      component="span"
                      variant="caption"
                      aria-hidden
                      sx={{ color: 'text.secondary', letterSpacing: 1 }}
                    >
                      {country.code}
                    </Typography>
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
};
