import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../domain/errors.ts';
import { fillField, renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import { chooseOption, placeRoutes } from '../test-support.ts';
import CustomerRegistrationPage from './customer-registration-page.tsx';

const registerCustomer = apiRoute('post', '/clients/register');
const places = placeRoutes();

function openPage() {
  renderRoute({
    at: '/customer-registration',
    path: '/customer-registration',
    page: <CustomerRegistrationPage />,
  });
  return userEvent.setup({ delay: null });
}

async function fillRequired(user: ReturnType<typeof openPage>) {
  await fillField(user, 'Nombre', 'José Luis');
  await fillField(user, 'Apellidos', 'Hernández Ruiz');
  await fillField(user, 'Teléfono', '461 123 4567');
  await chooseOption(user, 'Estado', 'Guanajuato');
}

beforeEach(() => {
  places.answer();
});
afterEach(() => {
  cleanup();
});

describe('CustomerRegistrationPage', () => {
  it('offers the states of the server and then the municipalities and localities of the chosen place', async () => {
    registerCustomer.answers({ ok: true });
    const user = openPage();
    const states = await screen.findByRole('combobox', { name: /^Estado/ });
    // The box opens once the states are in, as for a person.
    await waitFor(() => expect(states).toBeEnabled());
    await user.click(states);
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByRole('option', { name: 'Jalisco' }));
    await chooseOption(user, 'Municipio', 'Tepatitlán de Morelos');
    await chooseOption(user, 'Localidad', 'Capilla de Guadalupe');
    await fillField(user, 'Nombre', 'José Luis');
    await fillField(user, 'Apellidos', 'Hernández Ruiz');
    await fillField(user, 'Teléfono', '461 123 4567');
    await user.click(screen.getByRole('button', { name: 'Enviar registro' }));

    await screen.findByText(/Tu registro quedó pendiente de aprobación/);
    expect(registerCustomer.calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ stateId: 14, municipalityId: 102, localityId: 1002 }),
    ]);
  });

  it('says which required fields are missing and sends nothing', async () => {
    const user = openPage();
    await user.click(screen.getByRole('button', { name: 'Enviar registro' }));

    expect(await screen.findByText('El nombre es obligatorio.')).toBeVisible();
    expect(screen.getByText('El apellido es obligatorio.')).toBeVisible();
    expect(screen.getByText('El teléfono es obligatorio.')).toBeVisible();
    expect(screen.getByText('Elige un estado.')).toBeVisible();
    expect(registerCustomer.calls).toHaveLength(0);
  });

  it('checks the optional RFC and e-mail only when they are given', async () => {
    const user = openPage();
    await fillRequired(user);
    await fillField(user, 'RFC (opcional)', 'ABC123');
    await fillField(user, 'Correo electrónico (opcional)', 'jose@');
    await user.click(screen.getByRole('button', { name: 'Enviar registro' }));

    expect(await screen.findByText('El RFC no es válido.')).toBeVisible();
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeVisible();
    expect(registerCustomer.calls).toHaveLength(0);
  });

  it('sends the registration and tells the farmer it awaits approval', async () => {
    registerCustomer.answers({ ok: true });
    const user = openPage();
    await fillRequired(user);
    await fillField(user, 'RFC (opcional)', 'hera800101ab1');
    await fillField(user, 'Hectáreas sembradas (opcional)', '12.5');
    await user.click(screen.getByRole('button', { name: 'Enviar registro' }));

    expect(
      await screen.findByText(
        'Gracias. Tu registro quedó pendiente de aprobación; un asesor se pondrá en contacto contigo.',
      ),
    ).toBeVisible();
    expect(registerCustomer.calls.map((call) => call.body)).toContainEqual({
      firstName: 'José Luis',
      lastName: 'Hernández Ruiz',
      phone: '461 123 4567',
      taxId: 'HERA800101AB1',
      stateId: 11,
      hectares: 12.5,
    });
  });

  it("shows the server's message next to the field it refused", async () => {
    const refused: ApiErrorBody = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Los datos enviados no son válidos.',
      details: [{ path: 'phone', message: 'Escribe un teléfono de 10 dígitos.' }],
    };
    registerCustomer.refuses(refused);
    const user = openPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar registro' }));

    expect(await screen.findByText('Los datos enviados no son válidos.')).toBeVisible();
    expect(screen.getByText('Escribe un teléfono de 10 dígitos.')).toBeVisible();
  });
});
