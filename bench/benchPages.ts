/** The five pages that page weight and Lighthouse measure, one per template that matters. */
export type BenchPage = {
  readonly label: string;
  readonly path: string;
  /** Whether stock Docusaurus has the same page to compare with. */
  readonly inStock: boolean;
};

export const benchPages: readonly BenchPage[] = [
  {label: 'home', path: '/', inStock: true},
  // A plain guide page (code blocks, admonitions, no diagram): the page the JS budget is about.
  {label: 'doc page', path: '/docs/quick-start/integrate-github', inStock: true},
  {label: 'Mermaid doc page', path: '/docs/basic-concepts', inStock: true},
  // The post has a Mermaid diagram too, below the first screen.
  {label: 'blog post', path: '/blog/oidc-microsoft-entra-amazon-eks', inStock: true},
  // Stock Docusaurus has no search page without a search plugin.
  {label: 'search page', path: '/search', inStock: false},
];

/** The page whose first-load JS is budgeted against stock Docusaurus. */
export const budgetedDocPage = 'doc page';
