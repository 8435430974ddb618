import type {ReactNode} from 'react';
import FeatureIcon from '@site/src/components/FeatureIcon';
import LinkCardGrid from '@site/src/components/LinkCardGrid';
import type {Feature} from '@site/src/data/features';
import styles from './styles.module.css';

type Props = {
  readonly heading: string;
  readonly features: readonly Feature[];
};

/** The platform's capabilities, each card led by its icon and linking to the page that explains it. */
export default function FeatureCards({heading, features}: Props): ReactNode {
  return (
    <LinkCardGrid
      id="features"
      heading={heading}
      cards={features.map((feature) => ({
        ...feature,
        eyebrow: <FeatureIcon name={feature.icon} className={styles.icon} />,
      }))}
    />
  );
}
