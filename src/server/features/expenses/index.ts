/**
 * The expenses feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export { readExpenseCsv } from "./parse-csv";
export { createExpense } from "./service";
export {
  type BankExpense,
  createBankLineExpense,
  deleteBankLineExpense,
  linkExpenseToBankLine,
  unlinkExpenseFromBankLine,
} from "./service-bank";
export { attachReceipt } from "./service-receipts";
