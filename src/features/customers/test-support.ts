// Test data of the customer pages' tests: a few places for the location picker (answered through
// src/test/api.ts), and choosing an option of a Fluent combobox the way a user does.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Locality, MexicanState, Municipality } from '../../../domain/locations.ts';
import { apiRoute, dataAnswer } from '../../test/api.ts';

const STATES: MexicanState[] = [
  { id: 11, code: '11', name: 'Guanajuato', abbreviation: 'Gto.', zone: { id: 3, name: 'Occidente-Bajío' } },
  { id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.', zone: { id: 3, name: 'Occidente-Bajío' } },
];
const MUNICIPALITIES: Record<number, Municipality[]> = {
  11: [{ id: 201, stateId: 11, code: '007', name: 'Celaya' }],
  14: [{ id: 102, stateId: 14, code: '093', name: 'Tepatitlán de Morelos' }],
};
const LOCALITIES: Record<number, Locality[]> = {
  201: [{ id: 2001, municipalityId: 201, name: 'Rincón de Tamayo', postalCode: '38160', version: 1 }],
  102: [{ id: 1002, municipalityId: 102, name: 'Capilla de Guadalupe', postalCode: null, version: 1 }],
};

/** The picker's routes (declare them at the top of a test file); `answer` in beforeEach. */
export function placeRoutes() {
  const states = apiRoute('get', '/states');
  const municipalities = apiRoute('get', '/states/:id/municipalities');
  const localities = apiRoute('get', '/municipalities/:id/localities');
  return {
    answer() {
      states.answers(STATES);
      municipalities.replies(({ params }) => dataAnswer(MUNICIPALITIES[Number(params.id)] ?? []));
      localities.replies(({ params }) => dataAnswer(LOCALITIES[Number(params.id)] ?? []));
    },
  };
}

export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  const box = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}
