// The Dkbono detail page as its tests open it: on the fixture's Dkbono (voucherFixture, 45), once
// its folio is shown, with a user to act on it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../../lib/testing/render-route.tsx';
import DkbonoDetailPage from './dkbono-detail-page.tsx';

export async function openDkbonoPage() {
  renderRoute({
    at: '/dashboard/sales/dkbono/45',
    path: '/dashboard/sales/dkbono/:id',
    page: <DkbonoDetailPage />,
  });
  await screen.findByText('DK-2026-000045');
  return userEvent.setup({ delay: null });
}
