/**
 * The page template of the production build: Docusaurus 3.9.2's own
 * (core/lib/ssg/ssgTemplate.html.js) with one change, the site's scripts run
 * once the page has painted.
 *
 * Docusaurus puts `<script defer>` in the head. A deferred script that has
 * already arrived (from the cache, or over a fast link) runs before the
 * browser's first paint, so on a slow phone the reader looks at a blank page
 * while React and the theme start (a quarter of a second under Lighthouse's
 * mobile CPU throttle). Here the head only preloads the scripts, at low
 * priority so that the stylesheet keeps the link, and a small script at the
 * end of the body adds them, in order, when the first contentful paint has
 * been reported. A browser without paint timing adds them after its next
 * frame, and a page that never paints (a tab in the background) gets them
 * after three seconds.
 *
 * The script is inline, and lists this build's bundles: the Content Security
 * Policy allows it by its hash, computed after the build from the page as
 * written (src/plugins/security-policy).
 */

/** The end-of-body script that adds the page's scripts after the first contentful paint. */
const loadScriptsAfterPaint = `
(function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        start();
      }
    }).observe({type: 'paint', buffered: true});
  } else {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  }
  setTimeout(start, 3000);
})`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${loadScriptsAfterPaint}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
  </body>
</html>
`;
