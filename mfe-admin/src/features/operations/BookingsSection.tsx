import { useState } from 'react';
import {
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  formatFormDate,
  formatTotal,
  formatTime,
  type AdminBooking,
  type AdminBookingStatus,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { useGetAdminBookingsQuery } from '../../api/adminApi';
import { useDenyOnAccessError } from '../../shared/useAccessDenied';
import { OperationsSection } from './OperationsSection';

const RECENT = 100;

const STATUS: Record<
  AdminBookingStatus,
  { label: string; color: 'default' | 'info' | 'success' | 'warning' | 'error' }
> = {
  pending: { label: 'Pending', color: 'default' },
  awaiting_authentication: { label: 'Awaiting 3-D Secure', color: 'info' },
  authorized: { label: 'Authorized', color: 'info' },
  order_unknown: { label: 'Order unknown', color: 'warning' },
  order_created: { label: 'Order created', color: 'info' },
  confirmed: { label: 'Confirmed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  needs_attention: { label: 'Needs attention', color: 'warning' },
  cancelling: { label: 'Cancelling', color: 'info' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** What a person should look at: failed, stuck, or needing attention (a capture refused, a refund that failed later). */
const isTrouble = (booking: AdminBooking) =>
  booking.status === 'failed' || booking.status === 'needs_attention' || booking.stuck;

/** Every user's recent bookings with their saga step; failed, stuck and needs-attention ones with their reason. */
export const BookingsSection = () => {
  const [troubleOnly, setTroubleOnly] = useState(false);
  const { data, error, isLoading } = useGetAdminBookingsQuery({ limit: RECENT }, { refetchOnMountOrArgChange: true });
  useDenyOnAccessError(error);
  const shown = data ? (troubleOnly ? data.bookings.filter(isTrouble) : data.bookings) : [];

  return (
    <OperationsSection
      id="bookings"
      title="Bookings"
      subtitle={`The ${RECENT} most recent bookings of all users, newest first, with the step of the checkout each reached.`}
      isLoading={isLoading}
      failure={error || !data ? 'The bookings could not be loaded. Please try again later.' : undefined}
    >
      <FormControlLabel
        control={<Switch checked={troubleOnly} onChange={(event) => setTroubleOnly(event.target.checked)} />}
        label="Failed, stuck or needing attention only"
        sx={{ mb: 1 }}
      />
      {shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {troubleOnly ? 'No failed, stuck or needing attention bookings.' : 'No bookings yet.'}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Bookings">
            <TableHead>
              <TableRow>
                <TableCell>Reference</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Saga step</TableCell>
                <TableCell>User</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Created</TableCell>
                {troubleOnly && <TableCell>Reason</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((booking) => (
                <TableRow key={booking.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{booking.reference ?? '—'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      <Tag label={STATUS[booking.status].label} color={STATUS[booking.status].color} size="small" />
                      {booking.stuck && <Tag label="Stuck" color="warning" size="small" variant="outlined" />}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {booking.step ? `${booking.step}: ${booking.outcome ?? ''}` : '—'}
                  </TableCell>
                  <TableCell>{booking.user ?? 'Guest'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatTotal(booking.totalAmount, booking.totalCurrency)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={booking.createdAt}>
                      {formatFormDate(booking.createdAt)} {formatTime(booking.createdAt)}
                    </time>
                  </TableCell>
                  {troubleOnly && <TableCell sx={{ wordBreak: 'break-word' }}>{booking.reason ?? '—'}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </OperationsSection>
  );
};
