import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import LogoutUser from './logout-page.tsx';

const logout = apiRoute('post', '/auth/logout');

afterEach(cleanup);

it('signs out once, even under StrictMode, and then opens the login page', async () => {
  logout.answers({ ok: true });
  renderRoute({ at: '/logout', path: '/logout', page: <LogoutUser />, isStrict: true });

  expect(screen.getByText('Cerrando sesión…')).toBeVisible();
  await waitFor(() => expect(screen.getByTestId('current-address')).toHaveTextContent('/login'));
  expect(logout.calls).toHaveLength(1);
});
