import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';
import {imageZoom} from '@site/config/imageZoom';

/**
 * Click-to-zoom on content images, with medium-zoom. It replaces
 * docusaurus-plugin-image-zoom, which put medium-zoom in every page's main
 * bundle and attached it a second after each navigation: here medium-zoom is
 * fetched with the first page that has an image to zoom, and attached as soon
 * as it is there.
 */

let zoom: Zoom | undefined;
/** Numbers the route updates, so a late import for a page already left attaches nothing. */
let latestRoute = 0;

function backgroundOfMode(): string {
  return document.documentElement.dataset.theme === 'dark'
    ? imageZoom.background.dark
    : imageZoom.background.light;
}

async function attachZoom(): Promise<void> {
  const route = ++latestRoute;
  zoom?.detach();
  zoom = undefined;
  const images = document.querySelectorAll<HTMLImageElement>(imageZoom.selector);
  if (images.length === 0) return;
  const {default: mediumZoom} = await import(
    /* webpackChunkName: "image-zoom" */ './mediumZoomWithStyles'
  );
  if (route !== latestRoute) return;
  zoom = mediumZoom(images, {...imageZoom.options, background: backgroundOfMode()});
}

if (typeof window !== 'undefined') {
  // The overlay follows the colour mode, even when it changes with an image open.
  new MutationObserver(() => zoom?.update({background: backgroundOfMode()})).observe(
    document.documentElement,
    {attributes: true, attributeFilter: ['data-theme']},
  );
}

const imageZoomModule: ClientModule = {
  onRouteDidUpdate() {
    // Offline, the images simply do not zoom; the next page tries the import again.
    attachZoom().catch(() => undefined);
  },
};

export default imageZoomModule;
