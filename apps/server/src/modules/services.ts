/**
 * The composition root: every module's service, built once per app from the same dependencies, in dependency
 * order (a service that needs another gets it passed in). Routes read `app.services.<name>`; jobs get the same
 * services. Nothing else constructs a service, and a module reaches another only through its service.
 *
 *   export function createOrderService(deps: Pick<ServiceDeps, "db" | "clock"> & { catalog: CatalogService }) { ... }
 *
 * See docs/ARCHITECTURE.md "Server modules" for the idiom (routes → service → repository) and decision 020.
 */

import { createMessageService } from "../services/messaging/message-sender.ts";
import { createAuditService } from "./admin/audit.ts";
import { createSecondFactorService } from "./admin/second-factor.ts";
import { createAffiliateService } from "./affiliate/service.ts";
import { createStoreAdminService } from "./affiliate/store-admin.ts";
import { createAuthService } from "./auth/service.ts";
import { createSessionService } from "./auth/session.ts";
import { createBasketService } from "./basket/service.ts";
import { createBookmarkService } from "./bookmark/service.ts";
import { shopBookmarkTargets } from "./bookmark/targets.ts";
import { createBreedingChartService } from "./breeding/chart.ts";
import { createBreedingDataNameService } from "./breeding/data-names.ts";
import { createBreedingFarmService } from "./breeding/farms.ts";
import { createBreedingRecordService } from "./breeding/records.ts";
import { createBreedingTankService } from "./breeding/tanks.ts";
import { breedingBookmarkTargets, breedingCommentParents, breedingLikeTargets } from "./breeding/targets.ts";
import { createWaterAlertNotifier } from "./breeding/water-alerts.ts";
import { createListingService } from "./catalog/listing.ts";
import { createListingCsvService } from "./catalog/listing-csv.ts";
import { createCatalogService } from "./catalog/service.ts";
import { openClaimHold } from "./claim/confirmation-hold.ts";
import { createClaimService } from "./claim/service.ts";
import { createCommentService } from "./comment/service.ts";
import { createCommunityService } from "./community/service.ts";
import { createStorePostService } from "./community/store-posts.ts";
import { communityBookmarkTargets, communityCommentParents, communityLikeTargets } from "./community/targets.ts";
import { createContentAdminService } from "./content/admin.ts";
import { createContentService } from "./content/service.ts";
import { createCouponCampaignService } from "./coupon/campaigns.ts";
import { createCouponService } from "./coupon/service.ts";
import { createStoreCouponService } from "./coupon/store-coupons.ts";
import { createHealthService } from "./health/service.ts";
import { createInquiryService } from "./inquiry/service.ts";
import { createLikeService } from "./like/service.ts";
import { createMagazineAdminService } from "./magazine/admin.ts";
import { createMagazineService } from "./magazine/service.ts";
import { createAccountRecoveryService } from "./member/account-recovery.ts";
import { createMemberAdminService } from "./member/admin.ts";
import { createAvailabilityService } from "./member/availability.ts";
import { createMemberService } from "./member/members.ts";
import { createMyInfoService } from "./member/my-info.ts";
import { createPhoneVerificationService } from "./member/phone-verification.ts";
import { createProfileService } from "./member/profile.ts";
import { createReferralService } from "./member/referral.ts";
import { createRefundAccountService } from "./member/refund-account.ts";
import { createShippingDestinationService } from "./member/shipping-destination.ts";
import { createSignUpService } from "./member/sign-up.ts";
import { createSocialAccountService } from "./member/social-accounts.ts";
import { createSocialRevocations } from "./member/social-revocations.ts";
import { createSuspensionService } from "./member/suspensions.ts";
import { createMulbtiService } from "./mulbti/service.ts";
import { createNotificationService } from "./notification/service.ts";
import { createOAuthService } from "./oauth/service.ts";
import { createOrderAdminService } from "./order/admin.ts";
import { createOrderService } from "./order/service.ts";
import { createPartnerService } from "./partner/service.ts";
import { createShipmentService } from "./partner/shipments.ts";
import { createPaymentService } from "./payment/service.ts";
import { createPointService } from "./point/service.ts";
import { createPreuserService } from "./preuser/service.ts";
import { createProductionRequestAdmin } from "./production-request/admin.ts";
import { createProductionRequestService } from "./production-request/service.ts";
import { createQrService } from "./qr/service.ts";
import { createRaffleService } from "./raffle/service.ts";
import { createModerationService } from "./report/moderation.ts";
import { createReportService } from "./report/service.ts";
import { createReviewService } from "./review/service.ts";
import { createSettlementService } from "./settlement/service.ts";
import { createShareLinkService } from "./share-link/service.ts";
import type { ServiceDeps } from "./shared/deps.ts";
import { createSiteContentService } from "./site-content/service.ts";
import { createSpeciesService } from "./species/service.ts";
import { createTankFitService } from "./species/tank-fit.ts";
import { createUploadService } from "./upload/service.ts";

export function createServices(deps: ServiceDeps) {
  const health = createHealthService(deps);
  const siteContent = createSiteContentService(deps);
  const species = createSpeciesService(deps);
  const messages = createMessageService(deps);
  const uploads = createUploadService(deps);
  const qr = createQrService(deps);
  const catalog = createCatalogService(deps);
  const affiliate = createAffiliateService({ ...deps, catalog });
  const shareLinks = createShareLinkService(deps);
  const breedingDataNames = createBreedingDataNameService(deps);
  const breedingFarms = createBreedingFarmService({ ...deps, shareLinks });
  const breedingRecords = createBreedingRecordService({ ...deps, dataNames: breedingDataNames });
  const breedingCharts = createBreedingChartService(deps);
  const breedingTanks = createBreedingTankService(deps);
  const tankFit = createTankFitService({ ...deps, catalog, breedingTanks });
  const mulbti = createMulbtiService(deps);
  const raffles = createRaffleService(deps);
  const productionRequests = createProductionRequestService({ ...deps, affiliate });

  // Accounts: sessions first (others end a member's sessions), then members, login, and the member's own pages.
  const sessions = createSessionService(deps);
  const members = createMemberService(deps);
  // The points ledger (it keeps members' point balance through members): sign-up and referrals (referral rewards),
  // orders (use, return, purchase rewards) save through it.
  const points = createPointService({ ...deps, members });
  const auth = createAuthService({ members, sessions, maintenance: siteContent });
  // The operators' console: its second factor (on the session families) and the audit log of every audited write.
  const secondFactor = createSecondFactorService({ ...deps, sessions });
  const audit = createAuditService(deps);
  const availability = createAvailabilityService(deps);
  const coupons = createCouponService({ ...deps, affiliate, catalog });
  // Operators' company coupon campaigns and their codes (issue 27); members redeem through `coupons.register`.
  const couponCampaigns = createCouponCampaignService(deps);
  const signUps = createSignUpService({ ...deps, auth, points, coupons, siteContent });
  const myInfo = createMyInfoService({ ...deps, members, sessions });
  const phoneVerification = createPhoneVerificationService({ ...deps, messages });
  const accountRecovery = createAccountRecoveryService({ ...deps, messages, sessions });
  const profiles = createProfileService(deps);
  const referrals = createReferralService({ ...deps, points, siteContent });
  const shippingDestinations = createShippingDestinationService(deps);
  const refundAccounts = createRefundAccountService(deps);
  const basket = createBasketService({ ...deps, catalog });
  // Notifications (a member's subscription is stored through myInfo), then what causes them.
  const notifications = createNotificationService({ ...deps, myInfo });
  const breedingWaterAlerts = createWaterAlertNotifier({ ...deps, notifications });
  const preusers = createPreuserService({ ...deps, notifications });
  const community = createCommunityService({ ...deps, breedingTanks });
  const bookmarks = createBookmarkService({
    ...deps,
    targets: [
      ...shopBookmarkTargets(catalog, affiliate),
      ...breedingBookmarkTargets(breedingFarms, breedingRecords),
      ...communityBookmarkTargets(community),
    ],
  });
  // Operators' store decisions: approval creates the store and tells its owner (issue 27).
  const storeAdmin = createStoreAdminService({ ...deps, notifications, siteContent });
  // An open claim on a line holds its part's buy confirmation (the claim module's condition, decision 035).
  const orders = createOrderService({
    ...deps,
    catalog,
    affiliate,
    shippingDestinations,
    basket,
    coupons,
    points,
    notifications,
    members,
    siteContent,
    breedingTanks,
    confirmationHolds: [openClaimHold],
  });
  // The payment webhook dispatches a magazine purchase's paymentId to the magazine.
  const magazines = createMagazineService(deps);
  const payments = createPaymentService({ ...deps, orders, refundAccounts, magazines });
  // Operators' order lookup and deposit queue (issue 27): reads, with the payment's view of each order.
  const orderAdmin = createOrderAdminService({ ...deps, payments });
  const socialAccounts = createSocialAccountService(deps);
  const socialRevocations = createSocialRevocations(deps);
  const oauth = createOAuthService({ ...deps, auth, sessions, socialAccounts, socialRevocations });

  // Comments and likes on other modules' rows: each owning module's targets, listed here.
  const comments = createCommentService({
    ...deps,
    notifications,
    parents: [...breedingCommentParents, ...communityCommentParents],
  });
  const likes = createLikeService({
    ...deps,
    notifications,
    targets: [...breedingLikeTargets, ...communityLikeTargets],
  });

  // Reviews and inquiries: the store's side checks ownership through affiliate; an answer notifies the asker.
  const reviews = createReviewService({ ...deps, affiliate, catalog, points, uploads, siteContent });
  // Reports of posts, comments and reviews: enough reporters hide a post or comment, or deactivate a review, through
  // its owner's service.
  const reports = createReportService({ ...deps, reviews, community, comments });
  // The operators' moderation queue (issue 27): a reported target restored or removed through its owner's service.
  const moderation = createModerationService({ ...deps, reviews, community, comments });
  // The operators' members (issue 27): suspensions (enforced by http/auth.ts), the search and a member's record.
  const suspensions = createSuspensionService(deps);
  const memberAdmin = createMemberAdminService({
    ...deps,
    sessions,
    suspensions,
    payments,
    community,
    comments,
    moderation,
  });
  const inquiries = createInquiryService({ ...deps, catalog, affiliate, notifications });
  const claims = createClaimService({ ...deps, orders, payments, notifications, uploads, breedingTanks });

  // The store console: a store's listings (the catalogue's rows, the store policy's check) and its home's counts.
  const listings = createListingService({ ...deps, affiliate });
  const listingCsv = createListingCsvService({ ...deps, affiliate });
  const partner = createPartnerService({ affiliate, orders, claims, inquiries, reviews, listings });
  const settlements = createSettlementService({ ...deps, affiliate, siteContent });
  const shipments = createShipmentService({ affiliate, orders });
  const storeCoupons = createStoreCouponService({ ...deps, affiliate });
  // A store's notices and newsletters: written from its console, told to its bookmarkers by the fan-out job.
  const storePosts = createStorePostService({
    ...deps,
    affiliate,
    bookmarks,
    notifications,
    read: { notice: (id) => community.noticeById(id), newsletter: (id) => community.newsletterById(id) },
  });

  const content = createContentService({
    ...deps,
    catalog,
    affiliate,
    community,
    breedingFarms,
    breedingRecords,
    raffles,
  });
  const contentAdmin = createContentAdminService({ ...deps, uploads });
  const magazineAdmin = createMagazineAdminService({ ...deps, uploads });
  const productionRequestAdmin = createProductionRequestAdmin(deps);

  return {
    content,
    contentAdmin,
    magazineAdmin,
    productionRequestAdmin,
    siteContent,
    health,
    messages,
    uploads,
    qr,
    catalog,
    affiliate,
    storeAdmin,
    breedingDataNames,
    breedingFarms,
    breedingRecords,
    breedingCharts,
    breedingTanks,
    tankFit,
    breedingWaterAlerts,
    shareLinks,
    community,
    mulbti,
    raffles,
    preusers,
    comments,
    likes,
    bookmarks,
    reports,
    moderation,
    suspensions,
    memberAdmin,
    sessions,
    members,
    auth,
    secondFactor,
    audit,
    availability,
    signUps,
    myInfo,
    phoneVerification,
    accountRecovery,
    profiles,
    referrals,
    points,
    shippingDestinations,
    refundAccounts,
    socialAccounts,
    oauth,
    basket,
    coupons,
    couponCampaigns,
    orders,
    orderAdmin,
    payments,
    claims,
    notifications,
    magazines,
    species,
    productionRequests,
    reviews,
    inquiries,
    listings,
    listingCsv,
    partner,
    settlements,
    shipments,
    storeCoupons,
    storePosts,
  };
}

export type Services = ReturnType<typeof createServices>;
