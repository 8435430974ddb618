import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PricingPlanCard from '@site/src/components/PricingPlanCard';
import ServiceHoursTable from '@site/src/components/ServiceHoursTable';
import {pricingPlans, serviceCategories} from '@site/src/data/pricing';
import styles from './pricing.module.css';

/** Pricing: the platform is free; the platform team sells professional service hours around it. */
export default function Pricing(): ReactNode {
  return (
    <Layout
      title="Professional service pricing"
      description="KubeRocketCI is free and open source. Team, Stream and Enterprise plans add monthly professional service hours for installation, integration and customisation.">
      <main className="container margin-vert--xl">
        <header className={styles.intro}>
          <Heading as="h1">Professional service pricing</Heading>
          <p className={styles.lead}>
            KubeRocketCI is free and open source. Run it in your own data centre or cloud account,
            so your code and data stay inside your perimeter. When you want the platform team beside
            you, a plan adds expert hours every month.
          </p>
        </header>
        <ul className={styles.plans}>
          {pricingPlans.map((plan) => (
            <li key={plan.name}>
              <PricingPlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <div className={styles.notes}>
          <p>
            <sup>*</sup> Professional service hours are blended hours from business analysts,
            architects, lead automation engineers, DevOps and system engineers, and performance
            engineers. Spend them on installation, configuration, integration, customisation, new
            features, upgrades or use cases.
          </p>
          <p>
            <sup>**</sup> The minimum term is the shortest time you subscribe to a plan.
          </p>
        </div>
        <ServiceHoursTable caption="What the hours buy" categories={serviceCategories} />
        <p className={styles.notes}>
          The hours in this table are typical estimates for reference. The final figure depends on
          the scope we agree with you.
        </p>
      </main>
    </Layout>
  );
}
