import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import FarmerRedirectPage from './farmer-redirect-page.tsx';

afterEach(cleanup);

it.each([
  ['/farmer?objective=%2Fsimulator%3Fkind%3DGRAIN', '/simulator?kind=GRAIN'],
  ['/farmer', '/simulator'],
  ['/farmer?objective=https%3A%2F%2Fevil.example', '/simulator'],
])('forwards %s to %s', async (at, target) => {
  renderRoute({ at, path: '/farmer', page: <FarmerRedirectPage /> });
  await waitFor(() => expect(screen.getByTestId('current-address')).toHaveTextContent(target));
});
