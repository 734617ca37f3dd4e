// Entry of the app: providers around the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';

const openPath = (path: string) => router.navigate(path);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders openPath={openPath}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
