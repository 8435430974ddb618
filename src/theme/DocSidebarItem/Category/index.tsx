import type {ReactNode} from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof CategoryType>;

/**
 * A category that neither collapses nor links (the sidebars' "Getting Started")
 * is a title over its items. Stock renders that title as an <a> without href
 * that still listens for clicks, which crawlers take for a broken link
 * (Lighthouse crawlable-anchors); here it is text. Other categories are stock.
 */
export default function CategoryWrapper(props: Props): ReactNode {
  const {item, onItemClick, activePath, level} = props;
  if (item.collapsible || item.href) {
    return <Category {...props} />;
  }
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <div className="menu__list-item-collapsible">
        <span
          className={clsx('menu__link', {
            'menu__link--active': isActiveSidebarItem(item, activePath),
          })}>
          {item.label}
        </span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems
          items={item.items}
          tabIndex={0}
          onItemClick={onItemClick}
          activePath={activePath}
          level={level + 1}
        />
      </ul>
    </li>
  );
}
