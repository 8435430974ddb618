// (CUSTOM) One page of the search results with its matching sections under it.
// Upstream showed each section as a result of its own, so a page with many
// matching sections filled the first screen. The page keeps upstream's result
// markup (an article, its h2 and breadcrumbs); its sections are a list, of
// which the first few show and a disclosure button reveals the rest below it.

import {type ReactNode, useId, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluralForm} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {
  SearchResultGroup as Group,
  SearchResultSection,
} from '../../client/searchResultGroups';
import pageStyles from './styles.module.css';
import styles from './SearchResultGroup.module.css';

/** Sections shown before the reader asks for the rest of a page's. */
const sectionsShown = 3;

function useMoreSectionsLabel() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'krci.SearchPage.moreSections.plurals',
          description:
            'The button that shows the rest of the matching sections of one page in the search results',
          message: 'One more section|{count} more sections',
        },
        {count},
      ),
    );
}

function SectionList({
  sections,
  ...props
}: {
  readonly sections: readonly SearchResultSection[];
  readonly id?: string;
  readonly hidden?: boolean;
}): ReactNode {
  return (
    <ul
      {...props}
      className={styles.sections}
      aria-label={translate({
        id: 'krci.SearchPage.sectionsLabel',
        message: 'Matching sections',
        description:
          'The name of the list of matching sections under a page in the search results',
      })}>
      {sections.map(({url, headings, summary}, index) => (
        <li key={index} className={styles.section}>
          <Link
            to={url}
            className={styles.sectionLink}
            // The index escaped the text and marked the matched words.
            // eslint-disable-next-line react/no-danger
            dangerouslySetInnerHTML={{__html: headings.join(' › ')}}
          />
          {summary && (
            <p
              className={pageStyles.searchResultItemSummary}
              // eslint-disable-next-line react/no-danger
              dangerouslySetInnerHTML={{__html: summary}}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

export default function SearchResultGroup({
  group,
}: {
  readonly group: Group;
}): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const moreSectionsLabel = useMoreSectionsLabel();
  const rest = group.sections.slice(sectionsShown);

  return (
    <article className={pageStyles.searchResultItem}>
      <Heading as="h2" className={pageStyles.searchResultItemHeading}>
        {/* eslint-disable-next-line react/no-danger */}
        <Link to={group.url} dangerouslySetInnerHTML={{__html: group.title}} />
      </Heading>

      {group.breadcrumbs.length > 0 && (
        <nav aria-label="breadcrumbs">
          <ul className={clsx('breadcrumbs', pageStyles.searchResultItemPath)}>
            {group.breadcrumbs.map((html, index) => (
              <li
                key={index}
                className="breadcrumbs__item"
                // eslint-disable-next-line react/no-danger
                dangerouslySetInnerHTML={{__html: html}}
              />
            ))}
          </ul>
        </nav>
      )}

      <SectionList sections={group.sections.slice(0, sectionsShown)} />

      {rest.length > 0 && (
        <>
          <button
            type="button"
            className={clsx('button button--link', styles.moreSections)}
            aria-expanded={expanded}
            aria-controls={restId}
            onClick={() => setExpanded((isExpanded) => !isExpanded)}>
            {moreSectionsLabel(rest.length)}
          </button>
          <SectionList id={restId} hidden={!expanded} sections={rest} />
        </>
      )}
    </article>
  );
}
