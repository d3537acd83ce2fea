import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SouqProviders } from '@souq/ui';
import { createAppRouter } from './router';
import './layout.css';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <SouqProviders>
      <RouterProvider router={router} />
    </SouqProviders>
  );
}
