import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import FeatureIcon from '@site/src/components/FeatureIcon';
import type {Feature} from '@site/src/data/features';
import styles from './styles.module.css';

type Props = {
  readonly heading: string;
  readonly features: readonly Feature[];
};

/** The platform's capabilities as a grid of cards; each card is one link to the page that explains it. */
export default function FeatureCards({heading, features}: Props): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className="text--center margin-bottom--lg">
          {heading}
        </Heading>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title}>
              <Link className={styles.card} to={feature.to}>
                <FeatureIcon name={feature.icon} className={styles.icon} />
                <Heading as="h3" className={styles.title}>
                  {feature.title}
                </Heading>
                <p className={styles.description}>{feature.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
