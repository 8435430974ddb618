/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Change: ejected from @docusaurus/theme-classic 3.9.2 to drop its
// key={String(useIsBrowser())}, which threw away every code block once the page
// had hydrated and tokenised and drew it a second time, to pick up the dark
// Prism theme. The remount is not needed: the server and the hydrating client
// both render the default colour mode, and the theme-common colour mode then
// switches to the reader's mode in an effect, so a dark reader's code blocks
// re-render with the dark theme's colours like any other prop change (the
// tokens are memoised and are not computed again). On a phone, the remount was
// most of the main-thread work after hydration on a page full of code.

import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
