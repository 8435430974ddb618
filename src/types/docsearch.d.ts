// The DocSearch stylesheet entry that the ejected SearchBar imports ships no types.
declare module '@docsearch/react/style';
