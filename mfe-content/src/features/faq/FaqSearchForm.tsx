import { useState, type FormEvent } from 'react';
import { Box, Button, InputAdornment, SearchIcon, TextField } from '@portal/platform';

interface Props {
  initialQuery: string;
  onSearch: (query: string) => void;
}

/** The FAQ search box: the Search button or Enter runs the search. */
export const FaqSearchForm = ({ initialQuery, onSearch }: Props) => {
  const [query, setQuery] = useState(initialQuery);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, maxWidth: 640 }}>
      <TextField
        fullWidth
        type="search"
        label="Search the FAQ"
        placeholder="Search for answers..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0, px: 4 }}>
        Search
      </Button>
    </Box>
  );
};
