import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** The home page's opening band: the product, its promise and the way in. */
export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <img
          className={styles.logo}
          src={useBaseUrl('/img/logo.svg')}
          alt=""
          width={96}
          height={96}
        />
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.summary}>
          An open-source CI/CD platform for Kubernetes: Tekton pipelines, Argo CD delivery and
          single sign-on, installed with one Helm chart.
        </p>
        <div className={styles.actions}>
          <Link className="button button--secondary button--lg" to="/docs/about-platform">
            Getting Started
          </Link>
          <Link
            className={clsx('button button--outline button--lg', styles.secondaryAction)}
            to="/docs/quick-start/quick-start-overview">
            Quick Start
          </Link>
        </div>
      </div>
    </header>
  );
}
