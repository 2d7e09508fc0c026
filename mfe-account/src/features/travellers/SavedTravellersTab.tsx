import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
  formatFullDate,
  type SavedTraveller,
} from '@portal/platform';
import { SAVED_TRAVELLERS_MAX } from '@portal/platform/vocabulary/account';
import { DeleteTravellerDialog } from './DeleteTravellerDialog';
import { TravellerDialog } from './TravellerDialog';
import { passportSummary } from './travellerForm';
import { useGetSavedTravellersQuery } from './travellersApi';

/** Travellers saved to the account, offered on the passenger step; the account's owner alone sees them. */
export const SavedTravellersTab = () => {
  const { data: travellers, isLoading, isError, refetch } = useGetSavedTravellersQuery();
  const [editing, setEditing] = useState<SavedTraveller | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedTraveller | null>(null);
  const full = (travellers?.length ?? 0) >= SAVED_TRAVELLERS_MAX;

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}
        >
          <Box>
            <Typography variant="h6" component="h2">
              Saved Travellers
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Save the people you travel with to fill in their passenger details when you book. Up to{' '}
              {SAVED_TRAVELLERS_MAX}.
            </Typography>
          </Box>
          <Button variant="contained" onClick={() => setEditing('new')} disabled={!travellers || full}>
            Add Traveller
          </Button>
        </Stack>
        {isLoading && (
          <Box
            role="status"
            aria-label="Loading saved travellers"
            sx={{ display: 'flex', justifyContent: 'center', py: 4 }}
          >
            <CircularProgress />
          </Box>
        )}
        {isError && (
          <Alert severity="error" sx={{ mt: 2 }} action={<Button onClick={() => void refetch()}>Try again</Button>}>
            We could not load your saved travellers.
          </Alert>
        )}
        {travellers?.length === 0 && <Typography sx={{ mt: 3 }}>No saved travellers yet.</Typography>}
        {full && (
          <Alert severity="info" sx={{ mt: 2 }}>
            You have saved {SAVED_TRAVELLERS_MAX} travellers, the most an account keeps. Delete one to add another.
          </Alert>
        )}
        {travellers && travellers.length > 0 && (
          <List aria-label="Saved travellers">
            {travellers.map((traveller) => (
              <ListItem
                key={traveller.id}
                divider
                disableGutters
                secondaryAction={
                  <TravellerActions
                    onEdit={() => setEditing(traveller)}
                    onDelete={() => setDeleting(traveller)}
                    name={`${traveller.firstName} ${traveller.lastName}`}
                  />
                }
              >
                <ListItemText
                  primary={`${traveller.firstName} ${traveller.lastName}`}
                  secondary={[`Born ${formatFullDate(traveller.dateOfBirth)}`, passportSummary(traveller)]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ pr: 18 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {editing && <TravellerDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteTravellerDialog traveller={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
};

const TravellerActions = ({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) => (
  <Stack direction="row" spacing={1}>
    <Button size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
      Edit
    </Button>
    <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${name}`}>
      Delete
    </Button>
  </Stack>
);
