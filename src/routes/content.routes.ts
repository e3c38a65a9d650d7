import * as v from 'valibot';
import { AUTH, id, KEEP, keyword, r } from './route-spec';

/** Pages of text: blog, help and FAQ, legal pages, pricing, errors and maintenance (spec §2). */
export const contentRoutes = [
  r('blog', () => import('./screens/blog'), { ...KEEP, catalogs: ['content'] }),
  r('blogSingle', () => import('./screens/blog-single'), { catalogs: ['content'], search: id }),
  r('error', () => import('./screens/error'), { search: v.object({ code: v.optional(v.string()) }) }),
  r('comingSoon', () => import('./screens/coming-soon')),
  r('contact', () => import('./screens/contact'), {
    ...AUTH,
    catalogs: ['contact'],
    search: v.object({ topic: v.optional(v.string()) }),
  }),
  r('help', () => import('./screens/help'), { ...KEEP, catalogs: ['content'] }),
  r('helpSingle', () => import('./screens/faq-detail'), { catalogs: ['content'], search: id }),
  r('maintainance', () => import('./screens/maintenance')),
  r('policy', () => import('./screens/policy'), { catalogs: ['content'] }),
  r('about', () => import('./screens/about'), { catalogs: ['content'] }),
  r('terms', () => import('./screens/terms'), { catalogs: ['content'] }),
  r('termscon', () => import('./screens/termscon'), { catalogs: ['content'] }),
  r('disclaimer', () => import('./screens/disclaimer'), { catalogs: ['content'] }),
  r('pricing', () => import('./screens/pricing'), {
    catalogs: ['pricing'],
    ...KEEP,
    search: v.object({ denied: v.optional(v.string()) }),
  }),
  r('faq', () => import('./screens/faq'), { ...KEEP, catalogs: ['content'] }),
  r('faqList', () => import('./screens/faq-list'), {
    catalogs: ['content'],
    ...KEEP,
    search: v.object({ category: v.optional(v.string()) }),
  }),
  r('faqDetail', () => import('./screens/faq-detail'), { catalogs: ['content'], search: id }),
  r('faqSearch', () => import('./screens/faq-search'), { catalogs: ['content'], search: keyword }),
  r('tutorial', () => import('./screens/tutorial'), { ...KEEP, catalogs: ['content'] }),
];
