import { Box, Button, Typography, errorMessage, useToast } from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { useUpdateProfileMutation } from '../../api/profileApi';

/**
 * A new address the traveller asked for, not in force until its link is followed: they can have
 * the link sent again, or keep the current address (which voids the link).
 */
export const PendingEmail = ({ current, pending }: { current: string; pending: string }) => {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { toast } = useToast();

  const ask = async (email: string, title: string) => {
    const result = await updateProfile({ email });
    if (result.error)
      toast({
        title: 'Could not change your e-mail address',
        description: errorMessage(result.error, 'Please try again later.'),
        variant: 'destructive',
      });
    else toast({ title, description: result.data.message });
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Tag size="small" color="warning" variant="outlined" label="Pending confirmation" />
        <Typography variant="body2">{pending}</Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Follow the link we sent to {pending} to make it your e-mail address. Until then, {current} stays in force.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        <Button size="small" onClick={() => void ask(pending, 'Confirmation link sent')} disabled={isLoading}>
          Send the link again
        </Button>
        <Button size="small" onClick={() => void ask(current, 'E-mail change cancelled')} disabled={isLoading}>
          Keep {current}
        </Button>
      </Box>
    </Box>
  );
};
