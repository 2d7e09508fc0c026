import { Alert, AlertTitle, Button, PhoneIcon, phoneHref, useBrand } from '@portal/platform';

/** The second way to a multi-city trip, below its form: a call to an agent. */
export const MultiCityNotice = () => {
  const { contact } = useBrand();
  return (
    <Alert
      severity="info"
      icon={<PhoneIcon />}
      action={
        <Button
          href={phoneHref(contact.phone)}
          variant="contained"
          size="small"
          startIcon={<PhoneIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Call {contact.phone}
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <AlertTitle>Or let our travel agents book it</AlertTitle>
      Please call an agent on {contact.phone} and we will plan every leg of your trip with you.
    </Alert>
  );
};
