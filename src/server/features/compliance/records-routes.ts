/**
 * Route declarations of the compliance evidence records (issue 16): licences of a home, alarm and
 * Right to Rent checks of a tenancy. Staff writes carry the `properties` feature (tenants get 403);
 * reads of a tenancy's checks are open to whoever may read the tenancy (404 otherwise).
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  adultOccupiersInputSchema,
  alarmCheckInputSchema,
  alarmCheckSchema,
  alarmChecksSchema,
  licenceInputSchema,
  licenceSchema,
  rightToRentCheckSchema,
  rightToRentInputSchema,
  rightToRentListSchema,
} from "@shared/schemas/compliance-records";
import { requireFeature, requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";

export const tags = ["compliance records"];
export const staff = requireFeature("properties");
export const signedIn = requireUser;
export const idString = z.string().min(1).max(100);
const homeParams = z.object({ propertyId: idString });
const licenceParams = homeParams.extend({ licenceId: idString });
const tenancyParams = z.object({ tenancyId: idString });
const checkParams = tenancyParams.extend({ checkId: idString });

/** The refusals every route here may answer. */
export const refusals = {
  400: errorResponse("Invalid input, or a rule refused it (the field message names it)"),
  404: errorResponse("Not found, or not yours to see"),
  ...authErrors,
};
const notEngland = {
  409: errorResponse("Right to Rent checks apply in England only: the home is elsewhere"),
};
const licenceOut = jsonResponse(z.object({ licence: licenceSchema }), "The licence");
const rtrList = jsonResponse(rightToRentListSchema, "The checks and the number of adult occupiers");
export const okOut = jsonResponse(okSchema, "Done");

// ---- Licences ----------------------------------------------------------------------------------

export const listLicencesRoute = createRoute({
  method: "get",
  path: "/compliance/homes/{propertyId}/licences",
  operationId: "listLicences",
  tags,
  middleware: staff,
  summary: "Licences of a home, soonest expiry first (landlord own, agent assigned, admin)",
  request: { params: homeParams },
  responses: { 200: jsonResponse(z.object({ items: z.array(licenceSchema) }), "Licences"), ...refusals },
});

export const createLicenceRoute = createRoute({
  method: "post",
  path: "/compliance/homes/{propertyId}/licences",
  operationId: "createLicence",
  tags,
  middleware: staff,
  summary:
    "Record a licence of a home: kind, reference, issued and expiry (at most the kind's maximum length)",
  request: { params: homeParams, ...jsonBody(licenceInputSchema) },
  responses: { 201: licenceOut, ...refusals },
});

export const updateLicenceRoute = createRoute({
  method: "put",
  path: "/compliance/homes/{propertyId}/licences/{licenceId}",
  operationId: "updateLicence",
  tags,
  middleware: staff,
  summary: "Change a licence of a home",
  request: { params: licenceParams, ...jsonBody(licenceInputSchema) },
  responses: { 200: licenceOut, ...refusals },
});

export const deleteLicenceRoute = createRoute({
  method: "delete",
  path: "/compliance/homes/{propertyId}/licences/{licenceId}",
  operationId: "deleteLicence",
  tags,
  middleware: staff,
  summary: "Remove a licence of a home",
  request: { params: licenceParams },
  responses: { 200: okOut, ...refusals },
});

// ---- Alarm checks ------------------------------------------------------------------------------

export const listAlarmChecksRoute = createRoute({
  method: "get",
  path: "/compliance/tenancies/{tenancyId}/alarm-checks",
  operationId: "listAlarmChecks",
  tags,
  middleware: signedIn,
  summary: "Smoke and CO alarm checks of a tenancy, latest first (staff and the tenant)",
  request: { params: tenancyParams },
  responses: { 200: jsonResponse(alarmChecksSchema, "Checks"), ...refusals },
});

export const createAlarmCheckRoute = createRoute({
  method: "post",
  path: "/compliance/tenancies/{tenancyId}/alarm-checks",
  operationId: "createAlarmCheck",
  tags,
  middleware: staff,
  summary: "Record the smoke (and, where needed, CO) alarms checked working on a day (not in the future)",
  request: { params: tenancyParams, ...jsonBody(alarmCheckInputSchema) },
  responses: { 201: jsonResponse(z.object({ check: alarmCheckSchema }), "Recorded"), ...refusals },
});

// ---- Right to Rent -----------------------------------------------------------------------------

export const listRightToRentRoute = createRoute({
  method: "get",
  path: "/compliance/tenancies/{tenancyId}/right-to-rent",
  operationId: "listRightToRentChecks",
  tags,
  middleware: signedIn,
  summary:
    "Right to Rent checks of a tenancy and its number of adult occupiers (England; staff and the tenant)",
  request: { params: tenancyParams },
  responses: { 200: rtrList, ...refusals, ...notEngland },
});

export const createRightToRentRoute = createRoute({
  method: "post",
  path: "/compliance/tenancies/{tenancyId}/right-to-rent",
  operationId: "createRightToRentCheck",
  tags,
  middleware: staff,
  summary: "Record a Right to Rent check (name, date, method, permission); the server computes the follow-up",
  request: { params: tenancyParams, ...jsonBody(rightToRentInputSchema) },
  responses: {
    201: jsonResponse(z.object({ check: rightToRentCheckSchema }), "Recorded"),
    ...refusals,
    ...notEngland,
  },
});

export const setAdultOccupiersRoute = createRoute({
  method: "patch",
  path: "/compliance/tenancies/{tenancyId}/right-to-rent",
  operationId: "setAdultOccupiers",
  tags,
  middleware: staff,
  summary: "Set how many adults live in the home (1-20): each needs a Right to Rent check",
  request: { params: tenancyParams, ...jsonBody(adultOccupiersInputSchema) },
  responses: { 200: rtrList, ...refusals, ...notEngland },
});

export const deleteRightToRentRoute = createRoute({
  method: "delete",
  path: "/compliance/tenancies/{tenancyId}/right-to-rent/{checkId}",
  operationId: "deleteRightToRentCheck",
  tags,
  middleware: staff,
  summary: "Remove a Right to Rent check recorded in error",
  request: { params: checkParams },
  responses: { 200: okOut, ...refusals, ...notEngland },
});
