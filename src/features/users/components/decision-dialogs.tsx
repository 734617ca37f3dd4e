// The approve and reject dialogs of a pending account, loaded on their first opening: the lists and
// the detail render them closed, and their form code (role, zone, supervisor…) is not needed before.
import { lazy } from 'react';
import { LoadOnFirstOpen } from '../../../lib/ui/load-on-first-open.tsx';
import type { ApproveUserDialogProps } from './approve-user-dialog.tsx';
import type { RejectUserDialogProps } from './reject-user-dialog.tsx';

const ApproveUserDialog = lazy(() =>
  import('./approve-user-dialog.tsx').then((module) => ({ default: module.ApproveUserDialog })),
);
const RejectUserDialog = lazy(() =>
  import('./reject-user-dialog.tsx').then((module) => ({ default: module.RejectUserDialog })),
);

export function LazyApproveUserDialog(props: ApproveUserDialogProps) {
  return (
    <LoadOnFirstOpen isOpen={props.user !== null}>
      <ApproveUserDialog {...props} />
    </LoadOnFirstOpen>
  );
}

export function LazyRejectUserDialog(props: RejectUserDialogProps) {
  return (
    <LoadOnFirstOpen isOpen={props.user !== null}>
      <RejectUserDialog {...props} />
    </LoadOnFirstOpen>
  );
}
