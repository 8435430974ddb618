import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {formatMonthlyPrice, type PricingPlan} from '@site/src/data/pricing';
import styles from './styles.module.css';

type Props = {
  readonly plan: PricingPlan;
};

/** One plan: price, included hours and term, features and the action that starts it. */
export default function PricingPlanCard({plan}: Props): ReactNode {
  const headingId = `plan-${plan.name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <article
      className={clsx(styles.card, plan.recommended && styles.recommended)}
      aria-labelledby={headingId}>
      {plan.recommended && <p className={styles.badge}>Most popular</p>}
      <Heading as="h2" id={headingId} className={styles.name}>
        {plan.name}
      </Heading>
      <p className={styles.summary}>{plan.summary}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatMonthlyPrice(plan)}</span>
        <span className={styles.period}>
          {plan.monthlyPriceUsd > 0 ? 'per month' : 'no licence fee, ever'}
        </span>
      </p>
      {plan.serviceHoursPerMonth !== undefined && (
        <ul className={styles.terms}>
          <li>
            <strong>{plan.serviceHoursPerMonth}</strong> professional service hours a month
            <sup>*</sup>
          </li>
          <li>
            <strong>{plan.minimumTermMonths}</strong> months minimum term<sup>**</sup>
          </li>
        </ul>
      )}
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link
        className={clsx(
          'button button--block',
          plan.recommended ? 'button--primary' : 'button--outline button--primary',
        )}
        to={plan.action.href}>
        {plan.action.label}
      </Link>
    </article>
  );
}
