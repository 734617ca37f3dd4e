// AdminSimulatorPage ('/dashboard/simulator', all four staff roles): every parameter editable per
// scenario, for a customer in the caller's scope (docs/design.md §6, §9).
import { useQuery } from '@tanstack/react-query';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { AdminSimulator } from '../admin/admin-simulator.tsx';
import { queryState } from '../../../lib/query-state.ts';
import { simulatorKeys } from '../queries.ts';
import { loadAdminLookups } from '../admin/api/load-lookups.ts';

export default function AdminSimulatorPage() {
  const lookups = queryState(useQuery({ queryKey: simulatorKeys.adminLookups(), queryFn: loadAdminLookups }));
  if (lookups.status === 'loading') return <PageLoading />;
  if (lookups.status === 'failed') return <LoadFailed error={lookups.error} onRetry={lookups.retry} />;
  return <AdminSimulator lookups={lookups.data} />;
}
