import CollectDetailScreen, { loader as detailLoader } from './collect-detail';

/**
 * collectionSingle (spec §2) renders the same collection page as collectDetail: the spec names both routes
 * with the same `id` parameter and leaves their difference open, so one page serves both.
 */
export const loader = detailLoader;
export default CollectDetailScreen;
