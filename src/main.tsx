// Entry of the app: providers around the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { startFieldWork } from './app/field-work.ts';
import { router } from './app/router.tsx';
import { noteUpdateReady } from './lib/offline/connection.ts';
import { registerAppWorker } from './sw/register.ts';

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

registerAppWorker({ onUpdateReady: noteUpdateReady });
startFieldWork();
