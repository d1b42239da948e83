import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './ui/styles.css';
import { connectStatelyInspectorIfAsked } from './flows/browserRuntime';
import { createAppActors } from './routes/appActors';
import { AppActorsContext } from './routes/AppActorsContext';
import { createRouter } from './routes/router';
import { ThemeRoot } from './ui/shell/ThemeRoot';

await connectStatelyInspectorIfAsked(window.location.search);
const actors = createAppActors();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppActorsContext.Provider value={actors}>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </AppActorsContext.Provider>
  </StrictMode>,
);
