import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import GuideCards from '@site/src/components/GuideCards';
import {guides} from '@site/src/data/guides';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Build Your Delivery Rocket"
      description="KubeRocketCI documentation: install, operate and use an open-source CI/CD platform for Kubernetes built on Tekton and Argo CD.">
      <main>
        <HomeHero />
        <GuideCards heading="Find your guide" guides={guides} />
      </main>
    </Layout>
  );
}
