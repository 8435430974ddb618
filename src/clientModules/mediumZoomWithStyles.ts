// medium-zoom, and its stylesheet as a file. The package's main build writes its CSS into a
// <style> element when it loads, which the site's Content Security Policy does not allow (the
// overlay and the zoomed image would lose their position and transitions); its "pure" build
// leaves the CSS to the page, which gets it here, bundled with the code that needs it.
import 'medium-zoom/dist/style.css';

export {default} from 'medium-zoom/dist/pure';
