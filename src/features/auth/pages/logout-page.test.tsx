import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { logout } from '../api/logout.ts';
import LogoutUser from './logout-page.tsx';

vi.mock('../api/logout.ts', () => ({ logout: vi.fn() }));

afterEach(cleanup);

it('signs out once, even under StrictMode, and then opens the login page', async () => {
  vi.mocked(logout).mockResolvedValue();
  renderRoute({ at: '/logout', path: '/logout', page: <LogoutUser />, isStrict: true });

  expect(screen.getByText('Cerrando sesión…')).toBeVisible();
  await waitFor(() => expect(screen.getByTestId('current-address')).toHaveTextContent('/login'));
  expect(logout).toHaveBeenCalledTimes(1);
});
