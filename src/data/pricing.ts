/** The professional service plans and the catalogue of services they buy hours for. */

export type PlanAction = {
  readonly label: string;
  /** A site route, or a `mailto:` address for plans sold by the platform team. */
  readonly href: string;
};

export type PricingPlan = {
  readonly name: string;
  readonly summary: string;
  /** US dollars per month; 0 for the open-source platform. */
  readonly monthlyPriceUsd: number;
  /** Professional service hours included each month; paid plans only. */
  readonly serviceHoursPerMonth?: number;
  /** The shortest subscription, in months; paid plans only. */
  readonly minimumTermMonths?: number;
  readonly features: readonly string[];
  readonly action: PlanAction;
  /** Marks the plan most teams start with. */
  readonly recommended?: boolean;
};

export type ServiceCategory = {
  readonly name: string;
  readonly services: readonly {readonly description: string; readonly hours: number}[];
};

export const salesContact = 'mailto:SupportEPMD-EDP@epam.com';

/** What every plan includes, the open-source one too. */
const platformFeatures = [
  'The whole platform under Apache License 2.0',
  'Runs on any Kubernetes or OpenShift cluster',
  'Pipelines for polyglot microservices',
  'Community support on GitHub',
] as const;

/** Paid plans differ from the open-source one by their hours and term, which the card shows apart. */
const paidPlanFeatures = [
  'Everything in Open Source',
  'Specialists of the platform team on your project',
] as const;

export const pricingPlans: readonly PricingPlan[] = [
  {
    name: 'Open Source',
    summary: 'Install and run KubeRocketCI yourself, with the community at your side.',
    monthlyPriceUsd: 0,
    features: platformFeatures,
    action: {label: 'Get started', href: '/docs/quick-start/quick-start-overview'},
  },
  {
    name: 'Team',
    summary:
      'For a small or mid-sized team that wants experts to set up and tune its delivery flow.',
    monthlyPriceUsd: 3000,
    serviceHoursPerMonth: 25,
    minimumTermMonths: 6,
    features: paidPlanFeatures,
    action: {label: 'Contact us', href: salesContact},
    recommended: true,
  },
  {
    name: 'Stream',
    summary: 'For several teams moving many services onto the platform at once.',
    monthlyPriceUsd: 6000,
    serviceHoursPerMonth: 60,
    minimumTermMonths: 6,
    features: paidPlanFeatures,
    action: {label: 'Contact us', href: salesContact},
  },
  {
    name: 'Enterprise',
    summary:
      'For mission-critical delivery that needs custom integrations and a dedicated group of specialists.',
    monthlyPriceUsd: 13000,
    serviceHoursPerMonth: 160,
    minimumTermMonths: 3,
    features: paidPlanFeatures,
    action: {label: 'Contact us', href: salesContact},
  },
];

/** Typical effort per service, in professional service hours; estimates that change with the final scope. */
export const serviceCategories: readonly ServiceCategory[] = [
  {
    name: 'Deployment, installation and configuration',
    services: [
      {
        description:
          'Install the platform with its minimum components in an existing Kubernetes cluster and connect your SonarQube, artifact repository and container registry',
        hours: 8,
      },
      {
        description:
          'Build the platform in an empty AWS account: infrastructure, CI/CD, single sign-on, SonarQube, Dependency-Track, Nexus, DefectDojo, logging, monitoring, a container registry and observability',
        hours: 60,
      },
      {description: 'Tune tracing and observability: storage back ends and performance', hours: 40},
      {description: 'Customise monitoring: dashboards, alerts and notifications', hours: 40},
      {
        description: 'Customise logging: Fluent Bit filters and processing, log rotation policies',
        hours: 40,
      },
      {description: 'Configure SonarQube quality gates and quality profiles', hours: 8},
      {description: 'Analyse the SAST and SCA reports of one codebase', hours: 8},
    ],
  },
  {
    name: 'Frameworks and languages',
    services: [
      {
        description:
          'Onboard a new framework or build tool with the standard CI steps: build, test, lint and push',
        hours: 40,
      },
      {
        description:
          'Develop a new Marketplace template with the standard CI steps: build, test, lint and push',
        hours: 40,
      },
    ],
  },
  {
    name: 'Custom tool integration',
    services: [
      {description: 'Integrate a tool with the CI pipelines through its API', hours: 30},
      {description: 'Show a tool in the KubeRocketCI portal through the Kubernetes API', hours: 40},
      {description: 'Show a tool in the KubeRocketCI portal through its own API', hours: 80},
    ],
  },
  {
    name: 'Target deployment platforms',
    services: [
      {description: 'Add a custom deployment platform with its own CD pipeline', hours: 80},
    ],
  },
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "Free" or "$3,000", the figure a plan card shows above "per month". */
export function formatMonthlyPrice(plan: PricingPlan): string {
  return plan.monthlyPriceUsd === 0 ? 'Free' : usd.format(plan.monthlyPriceUsd);
}
