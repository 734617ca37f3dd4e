// Addresses of the product pages built from the route table (domain/app-routes.ts), never typed by hand.
import { generatePath } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';

export const newProductPath = () => generatePath(ROUTES.productForm.path, {});
export const productDetailPath = (id: number) => generatePath(ROUTES.productForm.path, { id: String(id) });
export const productEditPath = (id: number) => generatePath(ROUTES.productEdit.path, { id: String(id) });
