/**
 * The auth feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export {
  createInvitation,
  hashToken,
  INVITATION_TTL_DAYS,
  markInvitationUsed,
  withdrawInvitations,
} from "./invitations";
export type { ResetRun } from "./service-reset";
export { processResetRequests, RESET_BATCH, RESET_REQUESTED_CHANNEL } from "./service-reset";
