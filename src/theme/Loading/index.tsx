/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Change: ejected from the fallback theme of @docusaurus/core 3.9.2, which
// react-loadable renders while a lazily loaded component is on its way. The
// states and their order are upstream's; what changed:
// - the red box passes WCAG AA (white on #fa383e is 3.7:1) and is an alert, so
//   a screen reader announces the failure;
// - the spinner is a status with a name, uses the brand colour, and draws its
//   two rings with one component;
// - Retry is a themed button, and the texts are translatable.

import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

/** A ring that grows out of the centre and fades, every 3 s from `begin` on. */
function Ripple({begin}: {begin: string}): ReactNode {
  const changes = [
    ['r', '6;22'],
    ['stroke-opacity', '1;0'],
    ['stroke-width', '2;0'],
  ] as const;
  return (
    <circle cx="22" cy="22" r="6" strokeOpacity="0">
      {changes.map(([attributeName, values]) => (
        <animate
          key={attributeName}
          attributeName={attributeName}
          begin={begin}
          dur="3s"
          values={values}
          calcMode="linear"
          repeatCount="indefinite"
        />
      ))}
    </circle>
  );
}

export default function Loading({
  error,
  retry,
  pastDelay,
}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.loadingError} role="alert">
        <p>{String(error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={retry}>
          <Translate
            id="krci.Loading.retry"
            description="The button that loads a part of the page again after it failed to load">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div
        className={styles.loader}
        role="status"
        aria-label={translate({
          id: 'krci.Loading.label',
          message: 'Loading…',
          description: 'The accessible name of the loading spinner',
        })}>
        <svg
          className={styles.spinner}
          viewBox="0 0 45 45"
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden="true">
          <g
            fill="none"
            fillRule="evenodd"
            transform="translate(1 1)"
            strokeWidth="2">
            <Ripple begin="1.5s" />
            <Ripple begin="3s" />
            <circle cx="22" cy="22" r="8">
              <animate
                attributeName="r"
                begin="0s"
                dur="1.5s"
                values="6;1;2;3;4;5;6"
                calcMode="linear"
                repeatCount="indefinite"
              />
            </circle>
          </g>
        </svg>
      </div>
    );
  }
  return null;
}
