import {useSyncExternalStore} from 'react';
import type {ClientModule} from '@docusaurus/types';

type Location = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0]['location'];

// The address whose page is on screen. The router's location changes as soon as a link is
// followed, while Docusaurus keeps the old page until the new one's code has loaded; this client
// module (registered by the search theme) learns when the new page is in place.

let shown: Location | null = null;
const listeners = new Set<() => void>();

/** Docusaurus calls this once a route's page is rendered, the first page included. */
export function onRouteDidUpdate({location}: {location: Location}): void {
  shown = location;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The location of the page on screen; null in the server render and until the first page is in place. */
export function useShownLocation(): Location | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}
