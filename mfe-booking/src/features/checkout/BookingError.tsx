import { Alert, AlertTitle, ArrowBackIcon, Button, Container, Stack, useLocation, useNavigate } from '@portal/platform';

/** 'Error loading flight details' with a way back: the previous page (the results), else /search. */
export const BookingError = ({ message }: { message: string }) => {
  const navigate = useNavigate();
  const location = useLocation();
  // The router marks the first page of a visit 'default': then there is no page of ours to go back to.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/search'));
  return (
    <Container maxWidth="md" sx={{ py: 6 }} data-testid="page-checkout">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" sx={{ width: '100%' }}>
          <AlertTitle>Error loading flight details</AlertTitle>
          {message}
        </Alert>
        <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={back}>
          Back to Search Results
        </Button>
      </Stack>
    </Container>
  );
};
