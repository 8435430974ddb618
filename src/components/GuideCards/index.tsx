import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Guide} from '@site/src/data/guides';
import styles from './styles.module.css';

type Props = {
  readonly heading: string;
  readonly guides: readonly Guide[];
};

/** A grid of cards, one per guide, each a single link. */
export default function GuideCards({heading, guides}: Props): ReactNode {
  return (
    <section className="container margin-vert--xl">
      <Heading as="h2" className="text--center margin-bottom--lg">
        {heading}
      </Heading>
      <ul className={styles.grid}>
        {guides.map((guide) => (
          <li key={guide.to}>
            <Link className={styles.card} to={guide.to}>
              <span className={styles.audience}>{guide.audience}</span>
              <Heading as="h3" className={styles.title}>
                {guide.title}
              </Heading>
              <p className={styles.description}>{guide.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
