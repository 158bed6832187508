import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { AppProviders } from './app/providers.tsx';
import { startApp } from './app/start.ts';
import './styles/theme.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const started = startApp();
createRoot(root).render(
  <StrictMode>
    <AppProviders started={started}>
      <App initialRoute={started.route} />
    </AppProviders>
  </StrictMode>,
);
