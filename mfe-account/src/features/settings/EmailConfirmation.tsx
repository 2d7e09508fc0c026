import { Box, Button, errorMessage, useToast } from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { useResendConfirmationMutation } from '../../api/accountApi';

/**
 * Whether the account holds its address (issue 21): only a confirmed address brings guest
 * bookings made with it into the account. Unconfirmed, the owner can ask for a new link.
 */
export const EmailConfirmation = ({ confirmed }: { confirmed: boolean }) => {
  const [resend, { isLoading, isSuccess }] = useResendConfirmationMutation();
  const { toast } = useToast();

  if (confirmed) return <Tag size="small" label="Confirmed" />;

  const send = async () => {
    const result = await resend();
    if (result.error)
      toast({
        title: 'Could not send the link',
        description: errorMessage(result.error, 'Please try again later.'),
        variant: 'destructive',
      });
    else toast({ title: 'Confirmation link sent', description: result.data.message });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      <Tag size="small" variant="outlined" label="Not confirmed" />
      <Button size="small" variant="text" onClick={send} disabled={isLoading || isSuccess}>
        {isSuccess ? 'Link sent' : 'Send a new confirmation link'}
      </Button>
    </Box>
  );
};
