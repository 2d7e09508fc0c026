import { useState } from 'react';
import { Alert, Badge, Box, Button, Skeleton, Stack, Tab, Tabs, errorMessage, useSearchParams } from '@portal/platform';
import { CancelTripDialog } from './CancelTripDialog';
import { TripCard } from './TripCard';
import { TripDetailsDialog } from './TripDetailsDialog';
import { TripsEmptyState } from './TripsEmptyState';
import { groupTrips, TRIP_TABS, type TripTab } from './tripSummary';
import { useGetBookingsQuery } from './tripsApi';

const tabId = (value: TripTab) => `trips-tab-${value}`;
const panelId = (value: TripTab) => `trips-panel-${value}`;

/** The three tabs with their count badges; the open tab is in the address (?tab=past). */
export const TripsOverview = () => {
  const { data: trips, isLoading, isError, error, refetch } = useGetBookingsQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [cancelId, setCancelId] = useState<string | null>(null);
  const current: TripTab = TRIP_TABS.find((tab) => tab.value === searchParams.get('tab'))?.value ?? 'upcoming';

  if (isLoading) {
    return (
      <Stack spacing={2} role="status" aria-label="Loading your trips">
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={148} />
        ))}
      </Stack>
    );
  }
  if (isError || !trips) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {errorMessage(error, 'We could not load your trips. Please try again.')}
      </Alert>
    );
  }

  const groups = groupTrips(trips);
  const shown = groups[current];
  const cancelTrip = trips.find((trip) => trip.id === cancelId) ?? null;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, value: TripTab) =>
            setSearchParams(value === 'upcoming' ? {} : { tab: value }, { replace: true })
          }
          aria-label="Trips"
          variant="scrollable"
        >
          {TRIP_TABS.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              id={tabId(value)}
              aria-controls={panelId(value)}
              label={
                <Badge
                  badgeContent={groups[value].length}
                  color="primary"
                  showZero
                  sx={{ '& .MuiBadge-badge': { right: -14 } }}
                >
                  {label}
                </Badge>
              }
              sx={{ pr: 4 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        {shown.length === 0 ? (
          <TripsEmptyState
            title={
              trips.length === 0 ? 'No trips found' : (TRIP_TABS.find((tab) => tab.value === current)?.empty ?? '')
            }
          />
        ) : (
          <Stack spacing={2}>
            {shown.map((trip) => (
              <TripCard
                key={trip.id}
                trip={trip}
                onDetails={() => setDetailsId(trip.id)}
                onCancel={() => setCancelId(trip.id)}
              />
            ))}
          </Stack>
        )}
      </Box>
      <TripDetailsDialog id={detailsId} onClose={() => setDetailsId(null)} onCancel={(id) => setCancelId(id)} />
      <CancelTripDialog
        trip={cancelTrip}
        onClose={() => setCancelId(null)}
        onCancelled={() => {
          setCancelId(null);
          setDetailsId(null);
        }}
      />
    </>
  );
};
