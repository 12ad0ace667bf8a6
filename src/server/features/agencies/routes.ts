/**
 * Route declarations of agencies (issue 18 item 1): the agent's agency, its members and
 * invitations, and landlords' engagements of agencies. Handlers in handlers.ts; the rules in
 * service-agency.ts and service-engagements.ts; who reaches which home in access.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  agencyInputSchema,
  agencyInvitationAcceptSchema,
  agencyInviteSchema,
  agencyMemberPatchSchema,
  agencySearchQuerySchema,
  agencySummarySchema,
  engagementAcceptSchema,
  engagementInviteSchema,
  engagementRequestSchema,
  engagementSchema,
  myAgencySchema,
} from "@shared/schemas/agencies";
import { requireRole } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";

const tags = ["agencies"];
const idParam = z.object({ id: z.string().min(1).max(100) });
const notFound = errorResponse("Not found, or not yours to see");
const badInput = errorResponse("Invalid input (the field message names the rule)");
const agent = requireRole("agent");
const landlord = requireRole("landlord");
const mine = jsonResponse(myAgencySchema, "The caller's agency as they see it");
const engagements = jsonResponse(
  z.object({ items: z.array(engagementSchema) }),
  "The landlord's engagements",
);

export const getMyAgencyRoute = createRoute({
  method: "get",
  path: "/agency",
  operationId: "getMyAgency",
  tags,
  middleware: [agent] as const,
  summary:
    "The agent's agency: details, members, pending invitations and engagements (agency null when none)",
  responses: { 200: mine, ...authErrors },
});

export const createAgencyRoute = createRoute({
  method: "post",
  path: "/agency",
  operationId: "createAgency",
  tags,
  middleware: [agent] as const,
  summary: "An agent with no agency creates one and becomes its owner",
  request: jsonBody(agencyInputSchema),
  responses: {
    201: mine,
    400: badInput,
    409: errorResponse("Already a member of an agency"),
    ...authErrors,
  },
});

export const updateAgencyRoute = createRoute({
  method: "put",
  path: "/agency",
  operationId: "updateAgency",
  tags,
  middleware: [agent] as const,
  summary: "Change the agency's details, redress and client money protection memberships (owner, manager)",
  request: jsonBody(agencyInputSchema),
  responses: { 200: mine, 400: badInput, 404: notFound, ...authErrors },
});

export const changeAgencyMemberRoute = createRoute({
  method: "patch",
  path: "/agency/members/{id}",
  operationId: "changeAgencyMember",
  tags,
  middleware: [agent] as const,
  summary: "Change a member's role (owner, manager; only an owner makes or unmakes owners)",
  request: { params: idParam, ...jsonBody(agencyMemberPatchSchema) },
  responses: { 200: mine, 400: badInput, 404: notFound, ...authErrors },
});

export const removeAgencyMemberRoute = createRoute({
  method: "delete",
  path: "/agency/members/{id}",
  operationId: "removeAgencyMember",
  tags,
  middleware: [agent] as const,
  summary: "Remove a member (owner, manager) or leave the agency; the last owner stays",
  request: { params: idParam },
  responses: { 200: mine, 400: badInput, 404: notFound, ...authErrors },
});

export const inviteAgencyMemberRoute = createRoute({
  method: "post",
  path: "/agency/invitations",
  operationId: "inviteAgencyMember",
  tags,
  middleware: [agent] as const,
  summary:
    "E-mail an invitation to join the agency with a role (owner, manager); the same answer for any address",
  request: jsonBody(agencyInviteSchema),
  responses: { 200: mine, 400: badInput, 404: notFound, ...authErrors },
});

export const revokeAgencyInvitationRoute = createRoute({
  method: "delete",
  path: "/agency/invitations/{id}",
  operationId: "revokeAgencyInvitation",
  tags,
  middleware: [agent] as const,
  summary: "Withdraw a pending invitation to join (owner, manager)",
  request: { params: idParam },
  responses: { 200: mine, 404: notFound, ...authErrors },
});

export const acceptAgencyInvitationRoute = createRoute({
  method: "post",
  path: "/agency-invitations/accept",
  operationId: "acceptAgencyInvitation",
  tags,
  middleware: [agent] as const,
  summary: "The signed-in agent joins an agency with the e-mailed link's token (sent to their address)",
  request: jsonBody(agencyInvitationAcceptSchema),
  responses: {
    200: mine,
    400: errorResponse("The link is invalid, expired, withdrawn or for another address"),
    409: errorResponse("Already a member of an agency"),
    ...authErrors,
  },
});

export const inviteLandlordRoute = createRoute({
  method: "post",
  path: "/agency/engagements",
  operationId: "inviteLandlord",
  tags,
  middleware: [agent] as const,
  summary:
    "The agency invites a landlord by e-mail to engage it (owner, manager); the same answer for any address",
  request: jsonBody(engagementInviteSchema),
  responses: { 200: jsonResponse(okSchema, "Sent"), 400: badInput, 404: notFound, ...authErrors },
});

export const searchAgenciesRoute = createRoute({
  method: "get",
  path: "/agencies",
  operationId: "searchAgencies",
  tags,
  middleware: [requireRole("landlord", "admin")] as const,
  summary:
    "Find agencies by name (landlords engaging one, admins): name, address and scheme memberships only",
  request: { query: agencySearchQuerySchema },
  responses: {
    200: jsonResponse(z.object({ items: z.array(agencySummarySchema) }), "Up to 20 agencies"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const listEngagementsRoute = createRoute({
  method: "get",
  path: "/engagements",
  operationId: "listEngagements",
  tags,
  middleware: [landlord] as const,
  summary:
    "The landlord's agencies: engaged (with their agents), asked, and invitations to their proven address",
  responses: { 200: engagements, ...authErrors },
});

export const requestEngagementRoute = createRoute({
  method: "post",
  path: "/engagements",
  operationId: "requestEngagement",
  tags,
  middleware: [landlord] as const,
  summary: "The landlord asks an agency to work with them (accepting at once if the agency had asked)",
  request: jsonBody(engagementRequestSchema),
  responses: {
    200: engagements,
    400: badInput,
    409: errorResponse("Already engaged or asked"),
    ...authErrors,
  },
});

export const acceptEngagementRoute = createRoute({
  method: "post",
  path: "/engagements/{id}/accept",
  operationId: "acceptEngagement",
  tags,
  middleware: [requireRole("landlord", "agent")] as const,
  summary:
    "The side that was asked accepts: the landlord (with the e-mailed token, or a proven address) or the agency (owner, manager)",
  request: { params: idParam, ...jsonBody(engagementAcceptSchema) },
  responses: {
    200: jsonResponse(okSchema, "Accepted"),
    400: badInput,
    404: notFound,
    409: errorResponse("No longer waiting for an answer"),
    ...authErrors,
  },
});

export const endEngagementRoute = createRoute({
  method: "post",
  path: "/engagements/{id}/end",
  operationId: "endEngagement",
  tags,
  middleware: [requireRole("landlord", "agent")] as const,
  summary: "Either side ends or withdraws an engagement; the agency comes off the landlord's homes",
  request: { params: idParam },
  responses: { 200: jsonResponse(okSchema, "Ended"), 404: notFound, ...authErrors },
});
