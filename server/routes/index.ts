import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { accountRoutes } from './account';
import { activityRoutes } from './activity';
import { authRoutes } from './auth';
import { cardRoutes } from './cards';
import { catalogRoutes } from './catalog';
import { collectionRoutes } from './collections';
import { favouriteRoutes } from './favourites';
import { fileRoutes } from './files';
import { fulfilmentRoutes } from './fulfilment';
import { productRoutes } from './products';
import { contactRoutes } from './contact';
import { couponRoutes } from './coupons';
import { coinRoutes } from './coins';
import { contentRoutes } from './content';
import { deliveryRoutes } from './delivery';
import { dictionaryRoutes } from './dictionary';
import { eformRoutes } from './eforms';
import { eventsRoutes } from './events';
import { languageRoutes } from './language';
import { membersRoutes } from './members';
import { merchantAdminRoutes } from './merchant-admin';
import { merchantConsoleRoutes } from './merchant-console';
import { merchantRoutes } from './merchants';
import { newsletterRoutes } from './newsletter';
import { notificationRoutes } from './notifications';
import { oidcRoutes } from './oidc';
import { orderRoutes } from './orders';
import { otpRoutes } from './otp';
import { paymentRoutes } from './payments';
import { mastercardRoutes } from './payments-mastercard';
import { paymentLedgerRoutes } from './payments-ledger';
import { stripeRoutes } from './payments-stripe';
import { byonRoutes } from './payments-byon';
import { spiralRoutes } from './payments-spiral';
import { payoutRoutes } from './payouts';
import { balanceRoutes } from './balances';
import { playerRoutes } from './players';
import { promotionRoutes } from './promotions';
import { sandboxRoutes } from './sandboxes';
import { shopRoutes } from './shop';
import { showcaseRoutes } from './showcase';
import { stampRoutes } from './stamps';
import { campaignRoutes } from './campaigns';
import { ticketDoorRoutes } from './ticket-door';
import { ticketRoutes } from './tickets';
import { auctionRoutes } from './auctions';
import { transferRoutes } from './transfers';
import { walletStepRoutes } from './wallet-steps';

/** Every resource router, mounted under /api. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/', dictionaryRoutes)
  .route('/', contentRoutes)
  .route('/', newsletterRoutes)
  .route('/', eventsRoutes)
  .route('/', languageRoutes)
  .route('/', notificationRoutes)
  .route('/', contactRoutes)
  .route('/', membersRoutes)
  .route('/', catalogRoutes)
  .route('/', activityRoutes)
  .route('/', showcaseRoutes)
  .route('/', otpRoutes)
  .route('/', authRoutes)
  .route('/', oidcRoutes)
  .route('/', accountRoutes)
  .route('/', fileRoutes)
  .route('/', collectionRoutes)
  .route('/', productRoutes)
  .route('/', favouriteRoutes)
  .route('/', walletStepRoutes)
  .route('/', playerRoutes)
  .route('/', eformRoutes)
  .route('/', balanceRoutes)
  .route('/', transferRoutes)
  .route('/', orderRoutes)
  .route('/', auctionRoutes)
  .route('/', fulfilmentRoutes)
  .route('/', deliveryRoutes)
  .route('/', shopRoutes)
  .route('/', promotionRoutes)
  .route('/', paymentRoutes)
  .route('/', mastercardRoutes)
  .route('/', spiralRoutes)
  .route('/', paymentLedgerRoutes)
  .route('/', stripeRoutes)
  .route('/', byonRoutes)
  .route('/', payoutRoutes)
  .route('/', merchantRoutes)
  .route('/', merchantConsoleRoutes)
  .route('/', merchantAdminRoutes)
  .route('/', couponRoutes)
  .route('/', cardRoutes)
  .route('/', stampRoutes)
  .route('/', coinRoutes)
  .route('/', campaignRoutes)
  .route('/', ticketRoutes)
  .route('/', ticketDoorRoutes)
  .route('/', sandboxRoutes);
