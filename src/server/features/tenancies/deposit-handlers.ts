/** Deposit handlers: validated input, the caller, one service call, the answer. */
import { currentUser } from "../../auth/session";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import type * as r from "./deposit-routes";
import { depositAttention } from "./service-deposit-attention";
import * as ret from "./service-deposit-return";
import * as deposits from "./service-deposits";

export const getTenancyDeposit: Handler<typeof r.getTenancyDepositRoute> = async (c) =>
  c.json({ deposit: await deposits.getDeposit(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);

export const recordHoldingDeposit: Handler<typeof r.recordHoldingDepositRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const deposit = await deposits.recordHolding(...acting(c), id, c.req.valid("json"));
  return c.json({ deposit }, 200);
};

export const recordDepositReceived: Handler<typeof r.recordDepositReceivedRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const deposit = await deposits.recordReceived(...acting(c), id, c.req.valid("json"));
  return c.json({ deposit }, 200);
};

export const recordDepositProtection: Handler<typeof r.recordDepositProtectionRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const deposit = await deposits.recordProtection(...acting(c), id, c.req.valid("json"));
  return c.json({ deposit }, 200);
};

export const recordPrescribedInfo: Handler<typeof r.recordPrescribedInfoRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const deposit = await deposits.recordPrescribedInfo(...acting(c), id, c.req.valid("json"));
  return c.json({ deposit }, 200);
};

export const addDepositDeduction: Handler<typeof r.addDepositDeductionRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const deposit = await ret.addDeduction(...acting(c), id, c.req.valid("json"));
  return c.json({ deposit }, 201);
};

export const removeDepositDeduction: Handler<typeof r.removeDepositDeductionRoute> = async (c) => {
  const { id, deductionId } = c.req.valid("param");
  const deposit = await ret.removeDeduction(...acting(c), id, deductionId);
  return c.json({ deposit }, 200);
};

export const respondToDepositDeductions: Handler<typeof r.respondToDepositDeductionsRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const deposit = await ret.respondToDeductions(...acting(c), id, c.req.valid("json"));
  return c.json({ deposit }, 200);
};

export const recordDepositReturn: Handler<typeof r.recordDepositReturnRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const deposit = await ret.recordReturn(...acting(c), id, c.req.valid("json"));
  return c.json({ deposit }, 200);
};

export const listDepositAttention: Handler<typeof r.listDepositAttentionRoute> = async (c) =>
  c.json({ items: await depositAttention(dbOf(c), currentUser(c)) }, 200);
