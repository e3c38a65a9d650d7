import { useSearch } from '@tanstack/react-router';
import { useMe } from '@/features/members/members.hooks';
import { ReviewPage } from '@/features/merchants/ReviewPage';

/** Merchant applications for platform operators (the ADMIN tag); `?id=` selects one. */
export default function Screen() {
  const { id } = useSearch({ from: '/merchantReview' });
  const me = useMe();
  // A failed member load counts as no permission; the server checks the tag on every call anyway.
  const allowed = me.isPending ? undefined : Boolean(me.data?.memberLite.permiTagValues.includes('ADMIN'));
  return <ReviewPage allowed={allowed} selected={id} />;
}
