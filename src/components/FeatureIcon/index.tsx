import type {ReactNode} from 'react';
import type {FeatureIconName} from '@site/src/data/features';

/** Stroke paths on a 24 x 24 grid, drawn for this site; they take the text colour. */
const paths: Record<FeatureIconName, ReactNode> = {
  scaffolding: (
    <>
      <path d="M12 3 3 7.5l9 4.5 9-4.5L12 3Z" />
      <path d="m3 12 9 4.5 9-4.5" />
      <path d="m3 16.5 9 4.5 9-4.5" />
    </>
  ),
  pipelines: (
    <>
      <circle cx="5" cy="12" r="2.5" />
      <circle cx="19" cy="12" r="2.5" />
      <path d="M7.5 12h9" />
      <path d="m13.5 9 3 3-3 3" />
    </>
  ),
  gitops: (
    <>
      <circle cx="6" cy="5" r="2.25" />
      <circle cx="6" cy="19" r="2.25" />
      <circle cx="18" cy="8" r="2.25" />
      <path d="M6 7.25v9.5" />
      <path d="M18 10.25c0 4-6 3.5-10.5 7" />
    </>
  ),
  sso: (
    <>
      <circle cx="8" cy="12" r="4" />
      <path d="M12 12h9" />
      <path d="M18 12v3" />
      <path d="M21 12v2" />
    </>
  ),
  kubernetes: (
    <>
      <path d="M12 2.5 20.5 7v10L12 21.5 3.5 17V7L12 2.5Z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M12 5v4M12 15v4M6 8.5l3.4 2M14.6 13.5l3.4 2M6 15.5l3.4-2M14.6 10.5l3.4-2" />
    </>
  ),
  security: (
    <>
      <path d="M12 2.5 4.5 5.5v6c0 4.5 3.2 8 7.5 10 4.3-2 7.5-5.5 7.5-10v-6L12 2.5Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  tests: (
    <>
      <path d="M9 3h6" />
      <path d="M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
      <path d="M7.5 15h9" />
    </>
  ),
  metrics: (
    <>
      <path d="M3.5 20.5h17" />
      <path d="M6.5 17v-5M11 17V7M15.5 17v-7M20 17V4" />
    </>
  ),
  openSource: (
    <>
      <path d="m8 7-5 5 5 5" />
      <path d="m16 7 5 5-5 5" />
      <path d="m13.5 4-3 16" />
    </>
  ),
};

type Props = {
  readonly name: FeatureIconName;
  readonly className?: string;
};

/** A decorative icon: the card's title already says what it shows. */
export default function FeatureIcon({name, className}: Props): ReactNode {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {paths[name]}
    </svg>
  );
}
