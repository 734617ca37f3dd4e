import { expect, type Page } from '@playwright/test';
import { E2E } from './env.ts';

export async function signIn(page: Page, email: string, password: string = E2E.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

export async function acceptTermsIfAsked(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/accept-terms$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Aceptar términos' }).click();
}
