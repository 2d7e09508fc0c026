import { useState } from 'react';
import { Alert, Badge, Box, Button, Skeleton, Stack, Tab, Tabs, errorMessage, useSearchParams } from '@portal/platform';
import { PriceAlertsPanel, useGetPriceAlertsQuery } from '../alerts';
import { CancelTripDialog } from './CancelTripDialog';
import { TripCard } from './TripCard';
import { TripDetailsDialog } from './TripDetailsDialog';
import { EmptyState } from '../../shared/EmptyState';
import { groupTrips, TRIP_TABS } from './tripSummary';
import { useGetBookingsQuery } from './tripsApi';

/** The trips' three tabs, then the traveller's price alerts (issue 18). */
const TABS = [...TRIP_TABS, { value: 'alerts', label: 'Alerts' }] as const;
type OverviewTab = (typeof TABS)[number]['value'];

const tabId = (value: OverviewTab) => `trips-tab-${value}`;
const panelId = (value: OverviewTab) => `trips-panel-${value}`;

/** The tabs with their count badges; the open tab is in the address (?tab=past, ?tab=alerts). */
export const TripsOverview = () => {
  const { data: trips, isLoading, isError, error, refetch } = useGetBookingsQuery();
  const alerts = useGetPriceAlertsQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [cancelId, setCancelId] = useState<string | null>(null);
  const current: OverviewTab = TABS.find((tab) => tab.value === searchParams.get('tab'))?.value ?? 'upcoming';

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
  const counts: Record<OverviewTab, number> = {
    upcoming: groups.upcoming.length,
    past: groups.past.length,
    cancelled: groups.cancelled.length,
    alerts: alerts.data?.length ?? 0,
  };
  const shown = current === 'alerts' ? [] : groups[current];
  const cancelTrip = trips.find((trip) => trip.id === cancelId) ?? null;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, value: OverviewTab) =>
            setSearchParams(value === 'upcoming' ? {} : { tab: value }, { replace: true })
          }
          aria-label="Trips"
          variant="scrollable"
        >
          {TABS.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              id={tabId(value)}
              aria-controls={panelId(value)}
              label={
                <Badge
                  badgeContent={counts[value]}
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
        {current === 'alerts' ? (
          <PriceAlertsPanel
            alerts={alerts.data}
            isLoading={alerts.isLoading}
            error={alerts.error}
            onRetry={() => void alerts.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
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
