// The smallest React Router framework client: what every public page loads before our code
// (decision 052). bench/framework-floor.ts builds it with Vite and weighs it.
import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(document, createElement(HydratedRouter));
});
