import { Suspense } from 'react';
import { Alert, Button, CircularProgress, Grid, SearchIcon, type CabinClass } from '@portal/platform';
import { Controller, useFormMethods } from '@portal/platform/forms';
import { CabinClassSelect } from './CabinClassSelect';
import { TravellersControl } from './TravellersControl';

interface SearchFormEndProps {
  searching: boolean;
  serverError: string | null;
}

/** The end of every search form (return, one-way, multi-city): cabin, travellers, Search Flights, the gateway's refusal. */
export const SearchFormEnd = ({ searching, serverError }: SearchFormEndProps) => {
  const { control } = useFormMethods<{ cabinClass: CabinClass }>();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Controller
          control={control}
          name="cabinClass"
          render={({ field }) => <CabinClassSelect name={field.name} value={field.value} onChange={field.onChange} />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TravellersControl />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={searching}
          startIcon={searching ? <CircularProgress size={20} color="inherit" /> : <SearchIcon />}
          sx={{ minHeight: 56, fontWeight: 700 }}
        >
          {searching ? 'Searching Flights...' : 'Search Flights'}
        </Button>
      </Grid>
      {serverError && (
        <Grid size={12}>
          {/* The alert is in the lazy half of the kit: the form stays on screen while it arrives. */}
          <Suspense fallback={null}>
            <Alert severity="error">{serverError}</Alert>
          </Suspense>
        </Grid>
      )}
    </>
  );
};
