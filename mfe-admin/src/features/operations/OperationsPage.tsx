import { Stack } from '@portal/platform';
import { AdminLayout } from '../../shared/AdminLayout';
import { AuditLogSection } from './AuditLogSection';
import { BookingsSection } from './BookingsSection';
import { OutboxSection } from './OutboxSection';
import { RemoteRegistrySection } from './RemoteRegistrySection';

/**
 * /admin/operations: what is running and what admins changed. Each section is self-contained
 * (its own call, loading and failure), so another one slots in as one more line.
 */
export const OperationsPage = () => (
  <AdminLayout
    testId="page-operations"
    title="Operations"
    subtitle="Recent bookings, the e-mails sent, the modules the portal runs and the changes admins made."
  >
    <Stack spacing={3}>
      <BookingsSection />
      <OutboxSection />
      <RemoteRegistrySection />
      <AuditLogSection />
    </Stack>
  </AdminLayout>
);
