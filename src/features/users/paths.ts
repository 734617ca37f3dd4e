// Addresses of the users pages.
import { generatePath } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';

export const userDetailPath = (id: number) => generatePath(ROUTES.userForm.path, { id: String(id) });
export const inviteUserPath = () => generatePath(ROUTES.userForm.path, {});
