import type {ReactNode} from 'react';
import LinkCardGrid from '@site/src/components/LinkCardGrid';
import type {Guide} from '@site/src/data/guides';
import styles from './styles.module.css';

type Props = {
  readonly heading: string;
  readonly guides: readonly Guide[];
};

/** One card per guide, led by the readers it is written for. */
export default function GuideCards({heading, guides}: Props): ReactNode {
  return (
    <LinkCardGrid
      id="guides"
      heading={heading}
      cards={guides.map((guide) => ({
        ...guide,
        eyebrow: <span className={styles.audience}>{guide.audience}</span>,
      }))}
    />
  );
}
