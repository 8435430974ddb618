import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type LinkCard = {
  readonly title: string;
  readonly description: string;
  readonly to: string;
  /** What sits above the title: an icon, or who the card is for. */
  readonly eyebrow: ReactNode;
};

type Props = {
  /** Names the section (its heading's id is `${id}-heading`). */
  readonly id: string;
  readonly heading: string;
  readonly cards: readonly LinkCard[];
};

/** A headed section with a grid of cards; each card is one link. */
export default function LinkCardGrid({id, heading, cards}: Props): ReactNode {
  const headingId = `${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <Heading as="h2" id={headingId} className="text--center margin-bottom--lg">
          {heading}
        </Heading>
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.to}>
              <Link className={styles.card} to={card.to}>
                {card.eyebrow}
                <Heading as="h3" className={styles.title}>
                  {card.title}
                </Heading>
                <p className={styles.description}>{card.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
