import { useState } from 'react';
import { InputAdornment, SearchIcon, TextField } from '@portal/platform';

/**
 * The Support Center's search box. As the spec has it, it only holds what is typed; the FAQ page
 * has the search that finds answers.
 */
export const SupportSearchBox = () => {
  const [text, setText] = useState('');
  return (
    <TextField
      fullWidth
      placeholder="Search for answers..."
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ maxWidth: 640, bgcolor: 'background.paper' }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search for answers' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
