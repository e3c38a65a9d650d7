/**
 * Share URLs: the short server path of each public page, answered with its link-preview tags
 * (server/share/routes.ts) and copied by the app's share buttons. One source for both sides.
 */
export const SHARE_KINDS = ['item', 'collection', 'creator', 'blog'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** `/s/item/<id>`, `/s/collection/<id>`, `/s/creator/<member id>`, `/s/blog/<slug>`. */
export const sharePath = (kind: ShareKind, id: string) => `/s/${kind}/${encodeURIComponent(id)}`;
