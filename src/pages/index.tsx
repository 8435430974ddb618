import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import FeatureCards from '@site/src/components/FeatureCards';
import QuickInstall from '@site/src/components/QuickInstall';
import GuideCards from '@site/src/components/GuideCards';
import LatestBlogPosts from '@site/src/components/LatestBlogPosts';
import WebSiteStructuredData from '@site/src/components/WebSiteStructuredData';
import {features} from '@site/src/data/features';
import {guides} from '@site/src/data/guides';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Build Your Delivery Rocket"
      description="KubeRocketCI documentation: install, operate and use an open-source CI/CD platform for Kubernetes built on Tekton and Argo CD.">
      <WebSiteStructuredData />
      <main>
        <HomeHero />
        <FeatureCards heading="Everything a delivery platform needs" features={features} />
        <QuickInstall />
        <GuideCards heading="Find your guide" guides={guides} />
        <LatestBlogPosts />
      </main>
    </Layout>
  );
}
