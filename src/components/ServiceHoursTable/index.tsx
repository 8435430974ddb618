import type {ReactNode} from 'react';
import type {ServiceCategory} from '@site/src/data/pricing';
import styles from './styles.module.css';

type Props = {
  readonly caption: string;
  readonly categories: readonly ServiceCategory[];
};

/** The service catalogue: one row per service, grouped under its category. */
export default function ServiceHoursTable({caption, categories}: Props): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Service category</th>
            <th scope="col">Service</th>
            <th scope="col" className={styles.hours}>
              Hours<sup>*</sup>
            </th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) =>
            category.services.map((service, index) => (
              <tr key={service.description}>
                {index === 0 && (
                  <th
                    scope="rowgroup"
                    rowSpan={category.services.length}
                    className={styles.category}>
                    {category.name}
                  </th>
                )}
                <td>{service.description}</td>
                <td className={styles.hours}>{service.hours}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
