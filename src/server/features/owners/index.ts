/**
 * The owners feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */

export {
  allOwnerIds,
  findMoneyHome,
  moneyReadCondition,
  moneyWriteCondition,
  ownersOf,
  sharesOfOwner,
} from "./access";
export { isOwnerInvitation, linkInvitedOwners } from "./service-owners";
export type { Transaction } from "./transactions";
export { homeTransactions, monthEnd } from "./transactions";
