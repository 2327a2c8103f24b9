import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isLanguage } from '../contract/constants';
import { AppProviders } from './App';
import { activateLanguage, detectLanguage } from './lib/i18n';
import { AppRoutes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Lingui's provider renders nothing until a catalogue is active, so load the route's language first.
const firstSegment = window.location.pathname.split('/')[1];
await activateLanguage(isLanguage(firstSegment) ? firstSegment : detectLanguage());

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
