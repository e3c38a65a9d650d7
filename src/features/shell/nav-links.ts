import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RoutePath } from '@/lib/route-path';

/** An internal link of the header or footer: a route path and its label. */
export type NavLink = { to: RoutePath; label: MessageDescriptor };
/** A header entry: a single link or a menu of links. */
export type NavEntry = NavLink | { label: MessageDescriptor; items: NavLink[] };

/** Header navigation of spec §1: home, explore, create, pricing, help, contact. */
export const headerNav: NavEntry[] = [
  { to: '/home', label: msg`Home` },
  {
    label: msg`Explore`,
    items: [
      { to: '/explore', label: msg`All NFTs` },
      { to: '/collections', label: msg`Collections` },
      { to: '/allAuthors', label: msg`Creators` },
    ],
  },
  {
    label: msg`Create`,
    items: [
      { to: '/createcollect', label: msg`Create a collection` },
      { to: '/create', label: msg`Create an item` },
    ],
  },
  { to: '/pricing', label: msg`Pricing` },
  {
    label: msg`Help`,
    items: [
      { to: '/faq', label: msg`FAQ` },
      { to: '/tutorial', label: msg`Tutorial video` },
    ],
  },
  { to: '/contact', label: msg`Contact` },
];

/** Footer link columns of spec §1. */
export const footerColumns: { title: MessageDescriptor; links: NavLink[] }[] = [
  {
    title: msg`Marketplace`,
    links: [
      { to: '/explore', label: msg`All NFTs` },
      { to: '/collections', label: msg`Collections` },
      { to: '/allAuthors', label: msg`Creators` },
      { to: '/rank', label: msg`Ranking` },
    ],
  },
  {
    title: msg`Support`,
    links: [
      { to: '/policy', label: msg`Privacy policy` },
      { to: '/termscon', label: msg`Conditions` },
      { to: '/terms', label: msg`Terms of service` },
      { to: '/disclaimer', label: msg`Disclaimer` },
      { to: '/help', label: msg`Help centre` },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { to: '/about', label: msg`About us` },
      { to: '/contact', label: msg`Contact` },
      { to: '/blog', label: msg`Blog` },
    ],
  },
];

export const isMenu = (e: NavEntry): e is Extract<NavEntry, { items: NavLink[] }> => 'items' in e;
