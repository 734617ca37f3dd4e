// AdminSimulatorPage ('/dashboard/simulator', all four staff roles): every parameter editable per
// scenario, for a customer in the caller's scope (DESIGN §6, §9).
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { AdminSimulator } from '../admin/admin-simulator.tsx';
import { loadAdminLookups } from '../admin/api/load-lookups.ts';

export default function AdminSimulatorPage() {
  const lookups = useLoaded(loadAdminLookups);
  if (lookups.status === 'loading') return <PageLoading />;
  if (lookups.status === 'failed') return <LoadFailed error={lookups.error} onRetry={lookups.reload} />;
  return <AdminSimulator lookups={lookups.data} />;
}
