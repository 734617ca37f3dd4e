import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  customerInputSchema,
  managedCustomerInputSchema,
  type CustomerLookups,
} from '../../../../domain/customers.ts';
import type { ApiErrorBody } from '../../../../domain/errors.ts';
import { fillField } from '../../../lib/testing/render-route.tsx';
import { chooseOption, placeRoutes } from '../test-support.ts';
import { TestProviders } from '../../../lib/testing/render-route.tsx';
import { CustomerForm, EMPTY_CUSTOMER_VALUES, type CustomerFormProps } from './customer-form.tsx';

const places = placeRoutes();

const LOOKUPS: CustomerLookups = {
  consultants: [
    { id: 4, firstName: 'Carlos', lastName: 'Ramírez Ortega', zoneId: 3, zoneName: 'Occidente-Bajío' },
    { id: 5, firstName: 'Ana Lucía', lastName: 'Torres Vega', zoneId: 3, zoneName: 'Occidente-Bajío' },
  ],
  productionTypes: [
    { id: 1, name: 'Maíz grano' },
    { id: 2, name: 'Maíz forrajero' },
  ],
};

function renderForm(props: Partial<CustomerFormProps> = {}) {
  const onSave = vi.fn<CustomerFormProps['onSave']>().mockResolvedValue();
  render(
    <TestProviders>
      <CustomerForm
        schema={customerInputSchema}
        lookups={LOOKUPS}
        initialValues={EMPTY_CUSTOMER_VALUES}
        ownerMode="self"
        onSave={onSave}
        onCancel={vi.fn()}
        {...props}
      />
    </TestProviders>,
  );
  return { user: userEvent.setup({ delay: null }), onSave };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await fillRequiredField(user, 'Nombre', 'María');
  await fillRequiredField(user, 'Apellidos', 'Gómez Luna');
  await fillRequiredField(user, 'Teléfono', '33 1234 5678');
  await chooseOption(user, 'Estado', 'Jalisco');
}

const save = () => screen.getByRole('button', { name: 'Guardar cliente' });

/** Required fields carry an asterisk in their label. */
async function fillRequiredField(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
  await user.paste(text);
}

beforeEach(() => places.answer());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('CustomerForm', () => {
  it('says beside each field what is missing, including the consultant Admin and Coordinator must choose', async () => {
    const { user, onSave } = renderForm({ schema: managedCustomerInputSchema, ownerMode: 'choose' });
    await user.click(save());

    expect(await screen.findByText('El nombre es obligatorio.')).toBeVisible();
    expect(screen.getByText('El apellido es obligatorio.')).toBeVisible();
    expect(screen.getByText('El teléfono es obligatorio.')).toBeVisible();
    expect(screen.getByText('Elige un estado.')).toBeVisible();
    expect(screen.getByText('Elige un consultor.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks RFC, e-mail and hectares only when given, and clears a message once the field is fixed', async () => {
    const { user, onSave } = renderForm();
    await fillRequired(user);
    await fillField(user, 'RFC (opcional)', 'ABC');
    await fillField(user, 'Correo electrónico (opcional)', 'maria@');
    await fillField(user, 'Hectáreas (opcional)', '-3');
    await user.click(save());

    expect(await screen.findByText('El RFC no es válido.')).toBeVisible();
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeVisible();
    expect(screen.getByText('Las hectáreas no pueden ser negativas.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('RFC (opcional)'));
    expect(screen.queryByText('El RFC no es válido.')).not.toBeInTheDocument();
  });

  it("sends a consultant's customer without a consultant, with the place chosen in the picker", async () => {
    const { user, onSave } = renderForm();
    expect(screen.queryByRole('combobox', { name: /^Consultor/ })).not.toBeInTheDocument();
    expect(screen.getByText('Tú quedarás como consultor responsable de este cliente.')).toBeVisible();
    await fillRequired(user);
    await chooseOption(user, 'Municipio', 'Tepatitlán de Morelos');
    await chooseOption(user, 'Tipo de producción', 'Maíz forrajero');
    await fillField(user, 'RFC (opcional)', 'golm800101ab1');
    await fillField(user, 'Hectáreas (opcional)', '42.5');
    await user.click(save());

    expect(onSave).toHaveBeenCalledWith({
      firstName: 'María',
      lastName: 'Gómez Luna',
      phone: '33 1234 5678',
      taxId: 'GOLM800101AB1',
      stateId: 14,
      municipalityId: 102,
      productionTypeId: 2,
      hectares: 42.5,
    });
  });

  it('sends the consultant Admin or Coordinator chose', async () => {
    const { user, onSave } = renderForm({ schema: managedCustomerInputSchema, ownerMode: 'choose' });
    await fillRequired(user);
    await chooseOption(user, 'Consultor', 'Ana Lucía Torres Vega');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ consultantId: 5, stateId: 14 }));
  });

  it("shows the server's refusal above the form and beside the field it names", async () => {
    const refused: ApiErrorBody = {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Ya existe un cliente registrado con el RFC GOLM800101AB1.',
      details: [{ path: 'taxId', message: 'Ya existe un cliente registrado con el RFC GOLM800101AB1.' }],
    };
    const onSave = vi.fn<CustomerFormProps['onSave']>().mockRejectedValue(refused);
    const { user } = renderForm({ onSave });
    await fillRequired(user);
    await fillField(user, 'RFC (opcional)', 'GOLM800101AB1');
    await user.click(save());

    expect(await screen.findByText('No se pudo guardar el cliente')).toBeVisible();
    expect(screen.getAllByText('Ya existe un cliente registrado con el RFC GOLM800101AB1.')).toHaveLength(2);
    expect(save()).toBeEnabled();
  });

  it('keeps the button disabled while the customer is being saved', async () => {
    let finish: () => void = () => undefined;
    const onSave = vi.fn<CustomerFormProps['onSave']>(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const { user } = renderForm({ onSave });
    await fillRequired(user);
    await user.click(save());
    expect(save()).toBeDisabled();
    await user.click(save());
    expect(onSave).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(save()).toBeEnabled());
  });
});
