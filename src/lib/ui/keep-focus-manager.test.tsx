import '@testing-library/jest-dom/vitest';
import { Button, Dialog, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route.tsx';

afterEach(cleanup);

/** A page whose confirmation is open, and whose button leaves for the next page, as a deletion does. */
function PageWithDialog() {
  const navigate = useNavigate();
  return (
    <Dialog open modalType="modal">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>¿Eliminar la venta?</DialogTitle>
          <Button onClick={() => void navigate('/list')}>Eliminar</Button>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

describe('KeepFocusManager', () => {
  it('leaves the next page readable when a page leaves with its modal dialog open', async () => {
    const { container } = renderRoute({
      at: '/record',
      path: '/record',
      page: <PageWithDialog />,
      otherRoutes: [{ path: '/list', page: <Button>Nueva venta</Button> }],
    });
    const user = userEvent.setup({ delay: null });
    const confirm = await screen.findByRole('button', { name: 'Eliminar' });
    // Focus inside the dialog: Fluent hides what is around it from screen readers (after a moment).
    confirm.focus();
    await waitFor(() => expect(container).toHaveAttribute('aria-hidden', 'true'));

    await user.click(confirm);
    await waitFor(() => expect(container).not.toHaveAttribute('aria-hidden'));
    expect(screen.getByRole('button', { name: 'Nueva venta' })).toBeVisible();
  });
});
