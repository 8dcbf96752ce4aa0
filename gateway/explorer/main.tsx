import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Monaco's editor, JSON and GraphQL workers, each a file of this build (the CSP allows no blob: workers).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { ExplorerAccess, loadSignInConfig } from './access.js';
import { Explorer } from './Explorer.js';

void loadSignInConfig().then((config) => {
  createRoot(document.getElementById('explorer-root')!).render(
    <StrictMode>
      <Explorer access={new ExplorerAccess(config)} />
    </StrictMode>,
  );
});
