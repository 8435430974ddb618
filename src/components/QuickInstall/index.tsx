import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {quickInstall, quickInstallCommands} from '@site/src/data/quickInstall';
import styles from './styles.module.css';

/** The install commands with the theme's copy button, and the way to the full Quick Start. */
export default function QuickInstall(): ReactNode {
  return (
    <section className={styles.band} aria-labelledby="quick-install-heading">
      <div className="container">
        <div className="row">
          <div className="col col--5">
            <Heading as="h2" id="quick-install-heading">
              Install in minutes
            </Heading>
            <p>
              KubeRocketCI ships as one Helm chart. Point it at a Kubernetes cluster with Tekton and
              an ingress controller, and the portal, the operators and the pipeline library come up
              in the <code>krci</code> namespace.
            </p>
            <Link className="button button--primary" to={quickInstall.guide}>
              Follow the Quick Start
            </Link>
          </div>
          <div className="col col--7">
            <CodeBlock language="bash" title={`Chart ${quickInstall.chartVersion}`}>
              {quickInstallCommands(quickInstall.chartVersion)}
            </CodeBlock>
          </div>
        </div>
      </div>
    </section>
  );
}
