// medium-zoom without the <style> element its main build writes when it loads, which the site's
// Content Security Policy does not allow (the overlay and the zoomed image would lose their
// position and transitions, and a zoomed image would never close: medium-zoom waits for the end
// of a transition). Its "pure" build leaves the CSS to the page: mediumZoom.css, which the build
// puts in the site's stylesheet with all other CSS.
import './mediumZoom.css';

export {default} from 'medium-zoom/dist/pure';
