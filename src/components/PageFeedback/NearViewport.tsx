import type {ReactNode, Ref} from 'react';
import clsx from 'clsx';
import {lazyPart} from '@site/src/components/LazyPart';
import {useNearViewport} from '@site/src/components/LazyPart/useNearViewport';
import styles from './styles.module.css';

/** The question's box, empty: it holds the question's room, on screen (not on paper). */
function Placeholder({ref}: {ref?: Ref<HTMLDivElement>}): ReactNode {
  return <div ref={ref} className={clsx(styles.feedback, styles.pending)} data-print="hide" />;
}

const PageFeedback = lazyPart(
  () => import(/* webpackChunkName: "page-feedback" */ './index'),
  'feedback question',
  <Placeholder />,
);

/** How far ahead of the reader the question loads: it is ready by the time they reach it. */
const loadAhead = '400px';

/**
 * "Was this page helpful?", loaded as the reader nears the end of the page: a reader who
 * never gets there never loads it. Its box keeps the question's room meanwhile, so nothing
 * below it moves when it arrives.
 */
export default function PageFeedbackNearViewport(): ReactNode {
  const {ref, isNear} = useNearViewport<HTMLDivElement>(loadAhead);
  return isNear ? <PageFeedback /> : <Placeholder ref={ref} />;
}
