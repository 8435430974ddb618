import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

/** Pricing: the platform is free; the platform team sells professional services around it. */
export default function Pricing(): ReactNode {
  return (
    <Layout
      title="Pricing"
      description="KubeRocketCI is free and open source; professional service plans add expert hours for installation, integration and support.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Pricing</Heading>
        <p className="hero__subtitle">
          KubeRocketCI is free and open source under the Apache License 2.0.
        </p>
        <p>
          You can install, run and change the platform on any Kubernetes
          cluster without a licence fee. Teams that want the platform team at
          their side can buy professional service plans: a monthly amount of
          expert hours for installation, integration with your tools, pipeline
          customisation, upgrades and troubleshooting.
        </p>
        <p>
          <Link className="button button--primary button--lg" to="/docs/quick-start/quick-start-overview">
            Start with the open-source platform
          </Link>
        </p>
      </main>
    </Layout>
  );
}
