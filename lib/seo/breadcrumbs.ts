import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from './json-ld';

/** One step of a breadcrumb trail, as shown above a page and told to search engines. */
export interface Crumb {
  name: string;
  path: string;
}

/** The schema.org BreadcrumbList of a trail, with absolute addresses. */
export function breadcrumbListData(trail: readonly Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}
