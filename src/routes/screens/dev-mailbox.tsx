import { DevMailbox } from '@/features/members/otp/DevMailbox';

/** The development mailbox: stored mail and SMS while no provider is configured. */
export default function Screen() {
  return <DevMailbox />;
}
