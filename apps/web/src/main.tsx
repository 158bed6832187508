import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startApp } from './app/start.ts';
import { SessionProvider } from './features/session/index.ts';
import './styles/theme.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const { route, session } = startApp();
createRoot(root).render(
  <StrictMode>
    <SessionProvider controller={session}>
      <App initialRoute={route} />
    </SessionProvider>
  </StrictMode>,
);
