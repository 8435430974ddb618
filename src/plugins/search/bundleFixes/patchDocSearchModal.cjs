// Rspack loader: mends three bugs of @docsearch/react 4.7.0 (pinned exactly in
// package.json) in its published bundle. Each fix names the exact text it
// replaces; if an upgrade changes that text the build fails here, so the
// fixes are checked again instead of silently lost.
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
