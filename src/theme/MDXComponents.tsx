import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import GlossaryTerm from '@site/src/components/GlossaryTerm';

/**
 * Markdown tables scroll sideways when they are wider than the column (Infima makes them
 * `display: block; overflow: auto`). A scrolling region must be reachable from the keyboard
 * (WCAG 2.1.1), so every table can take focus and then scroll with the arrow keys.
 */
function ScrollableTable(props: ComponentProps<'table'>) {
  // A scrolling region must be reachable from the keyboard, interactive role or not.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- cspell:disable-line
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
  // A link to a glossary entry, with the entry's definition (src/plugins/glossary-tooltips).
  GlossaryTerm,
};
