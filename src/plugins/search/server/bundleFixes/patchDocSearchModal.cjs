// Rspack loader: mends five bugs of @docsearch/react 4.7.0 (pinned exactly in
// package.json) in its published bundle, and keeps it within the site's Content
// Security Policy (its bundled zod probed for eval; its logo had a <style>). Each fix names the exact text it
// replaces; if an upgrade changes that text the build fails here, so the
// fixes are checked again instead of silently lost.
/**
 * `useRef(value).current` computes `value` on every render and keeps only the first; this
 * computes it on the first render only (null marks the empty ref: none of the values is null).
 * @param {string} useRef how the bundle names React's useRef at that place
 * @param {string} value the expression the ref keeps
 */
const onFirstRender = (useRef, value) =>
  `function(ref$){return null===ref$.current&&(ref$.current=${value}),ref$.current}(${useRef}(null))`;

// cspell:ignore ASKAI (the bundle names its storage keys so)
const fixes = [
  {
    why:
      "the error screen: autocomplete-core resets the status to 'idle' after the " +
      "failed search settles, so 'error' is set once that has happened",
    from: '"RetryError"===(g=e.v).name&&a("error")',
    to: '"RetryError"===(g=e.v).name&&setTimeout(function(){a("error")},0)',
  },
  {
    why:
      "'Try searching for': the suggestions were spread into an object, which has " +
      'no length, so the list never rendered; keep them an array of group names, ' +
      'or take the suggestions the embedded index sends with a query that found nothing ' +
      '(querySuggestions). Each answer also records the query it answered (answeredQuery)',
    from: 'r.context.searchSuggestions.length<Object.keys(o).length&&u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))});',
    to: 'u({answeredQuery:n.query,searchSuggestions:n.querySuggestions||(r.context.searchSuggestions.length<Object.keys(o).length?Object.keys(o):r.context.searchSuggestions)});',
  },
  {
    why:
      "'No results found' while the first answer to a query is on its way: the screen " +
      'rendered once with the new query before the status turned to loading. Until the ' +
      'query has been answered, the screen says that it is searching',
    from: ':e.createElement(ju,F({},a,{translations:null==u?void 0:u.noResultsScreen})):e.createElement(Hu,',
    to: ':String(a.state.context.answeredQuery||"").trim()===a.state.query.trim()?e.createElement(ju,F({},a,{translations:null==u?void 0:u.noResultsScreen})):e.createElement("div",{className:"DocSearch-Searching",role:"status"},"Searching…"):e.createElement(Hu,',
  },
  {
    why:
      "'Searching…' never showing: the screen keeps its last render while a query loads, so a " +
      'first query whose loading state came with its first render left the empty start screen ' +
      'up; it now renders once when it leaves the start screen',
    from: 'function(e,t){return"loading"===t.state.status||"stalled"===t.state.status}',
    to: 'function(e,t){return("loading"===t.state.status||"stalled"===t.state.status)&&""!==e.state.query}',
  },
  {
    why:
      'typing lag: the modal took the page selection (its initial query) in a ref initialiser ' +
      'that runs on every render, and reading a selection forces a layout each time; it is ' +
      'now read on the first render only',
    from: 'ye=e.useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,512):"").current',
    to: `ye=${onFirstRender('e.useRef', '"undefined"!=typeof window?window.getSelection().toString().slice(0,512):""')}`,
  },
  {
    why:
      'typing lag: the favourite and recent searches were reopened from local storage (a ' +
      'test write and remove, a read and a parse) in ref initialisers on every render',
    from:
      'Oe=e.useRef(ia({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(Ie),limit:10})).current,' +
      'Te=e.useRef(ia({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(Ie),limit:0===Oe.getAll().length?W:G})).current',
    to:
      `Oe=${onFirstRender('e.useRef', 'ia({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(Ie),limit:10})')},` +
      `Te=${onFirstRender('e.useRef', 'ia({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(Ie),limit:0===Oe.getAll().length?W:G})')}`,
  },
  {
    why:
      'typing lag: the Ask AI conversations were reopened from local storage on every render ' +
      'too (a ref initialiser around an inline store); the start of that initialiser',
    from: 'var N=a(function(e){var t=e.key,n=e.limit',
    to: 'var N=function(ref$){return null===ref$.current&&(ref$.current=function(e){var t=e.key,n=e.limit',
  },
  {
    why: 'the end of the Ask AI conversations initialiser (see the fix before)',
    from: '({key:"__DOCSEARCH_ASKAI_CONVERSATIONS__".concat(l),limit:10})).current,',
    to: '({key:"__DOCSEARCH_ASKAI_CONVERSATIONS__".concat(l),limit:10})),ref$.current}(a(null)),',
  },
  {
    why:
      "the site's Content Security Policy allows no eval: the bundled zod (Ask AI's message " +
      'schemas) probes for it with `new Function("")` when the modal loads, to compile faster ' +
      'parsers, and the browser reports each probe as a policy violation. Its global config, ' +
      'which the bundle keeps private, now starts jitless: the plain parsers, and no probe',
    from: 'ja={};function Na(e){return ja}',
    to: 'ja={jitless:!0};function Na(e){return ja}',
  },
  {
    why:
      "the site's Content Security Policy allows no <style> element: the footer's Algolia logo " +
      'carried its colours in one, which the browser drops and reports as a violation each time ' +
      "the modal opens. The same rules are in the search theme's stylesheet (theme/SearchBar/styles.css)",
    from: ',e.createElement("defs",null,e.createElement("style",null,".cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}")),',
    to: ',',
  },
];

/**
 * @this {{resourcePath: string}} the loader context (only its file path is read)
 * @param {string} source the module's code
 * @returns {string}
 */
module.exports = function patchDocSearchModal(source) {
  return fixes.reduce((code, fix) => {
    const occurrences = code.split(fix.from).length - 1;
    if (occurrences !== 1) {
      throw new Error(
        `[docsearch-fixes] ${this.resourcePath}: expected the code to fix once, found it ${occurrences} times ` +
          `(${fix.why}). Has @docsearch/react changed version?`,
      );
    }
    return code.replace(fix.from, () => fix.to);
  }, source);
};
