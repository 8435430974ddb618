import type {ZoomOptions} from 'medium-zoom';

/** Image zoom on the images of docs, FAQ and blog pages (src/clientModules/imageZoom.ts). */
export const imageZoom = {
  selector: '.markdown img',
  /** The overlay behind the zoomed image, per colour mode: the page background of each. */
  background: {light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)'},
  /** The zoomed image stops 24 px from the viewport's nearest edge. */
  options: {margin: 24} satisfies ZoomOptions,
} as const;
