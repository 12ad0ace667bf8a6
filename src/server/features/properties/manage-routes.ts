/**
 * Route declarations of property management (landlord own, agent assigned, admin all): the list,
 * one property, adding and changing it, the people pickers and the enquiries inbox.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { paged } from "@shared/schemas/admin";
import {
  enquiryPatchSchema,
  enquiryQuerySchema,
  enquirySchema,
  managedPropertySchema,
  managedRowSchema,
  manageQuerySchema,
  personSchema,
  propertyInputSchema,
  propertyPatchSchema,
} from "@shared/schemas/properties";
import { requireFeature, requireRole } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { badIdResponse, idParam, notFoundResponse, tags } from "./routes";

export const manage = requireFeature("properties");
const propertyResponse = z.object({ property: managedPropertySchema });
const peopleQuery = z.object({ q: z.string().trim().max(100).optional() });
const agentQuery = peopleQuery.extend({ agencyId: z.uuid("Choose an agency from the list").optional() });
const materialInformationMissing = errorResponse(
  "material_information_missing: publishing a listing without the rent, deposit, council tax band or EPC rating (fields names each)",
);

export const listManagedPropertiesRoute = createRoute({
  method: "get",
  path: "/manage/properties",
  operationId: "listManagedProperties",
  tags,
  middleware: manage,
  summary: "Properties the caller manages (landlord: own; agent: assigned; admin: all)",
  request: { query: manageQuerySchema },
  responses: {
    200: jsonResponse(paged(managedRowSchema), "A page of properties"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const createPropertyRoute = createRoute({
  method: "post",
  path: "/manage/properties",
  operationId: "createProperty",
  tags,
  middleware: manage,
  summary: "Add a property (landlords to their own portfolio; admins for any landlord)",
  request: jsonBody(propertyInputSchema),
  responses: {
    201: jsonResponse(propertyResponse, "Created"),
    400: errorResponse("Invalid input"),
    409: materialInformationMissing,
    ...authErrors,
  },
});

export const getManagedPropertyRoute = createRoute({
  method: "get",
  path: "/manage/properties/{id}",
  operationId: "getManagedProperty",
  tags,
  middleware: manage,
  summary: "One managed property with its people, photos and new-enquiry count",
  request: { params: idParam },
  responses: {
    200: jsonResponse(propertyResponse, "The property"),
    400: badIdResponse,
    404: notFoundResponse,
    ...authErrors,
  },
});

export const updatePropertyRoute = createRoute({
  method: "patch",
  path: "/manage/properties/{id}",
  operationId: "updateProperty",
  tags,
  middleware: manage,
  summary:
    "Partial update: details, publish/unpublish, status (archived archives), agent; landlord only by admins",
  request: { params: idParam, ...jsonBody(propertyPatchSchema) },
  responses: {
    200: jsonResponse(propertyResponse, "Updated"),
    400: errorResponse("Invalid input"),
    409: materialInformationMissing,
    404: notFoundResponse,
    ...authErrors,
  },
});

export const searchAgentsRoute = createRoute({
  method: "get",
  path: "/manage/agents",
  operationId: "searchAgents",
  tags,
  middleware: requireRole("landlord", "admin"),
  summary:
    "Find letting agents by name or e-mail to assign to a property (optionally of one agency): a landlord sees only members of the agencies they engage; admins see all",
  request: { query: agentQuery },
  responses: {
    200: jsonResponse(z.object({ items: z.array(personSchema) }), "Up to 20 agents"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const pickAgenciesRoute = createRoute({
  method: "get",
  path: "/manage/agencies",
  operationId: "pickAgencies",
  tags,
  middleware: requireRole("landlord", "admin"),
  summary:
    "Agencies to manage a property, each with its agents: a landlord's engaged agencies; admins any agency by name",
  request: { query: peopleQuery },
  responses: {
    200: jsonResponse(
      z.object({
        items: z.array(z.object({ id: z.string(), name: z.string(), agents: z.array(personSchema) })),
      }),
      "Up to 20 agencies",
    ),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const searchLandlordsRoute = createRoute({
  method: "get",
  path: "/manage/landlords",
  operationId: "searchLandlords",
  tags,
  middleware: requireRole("admin"),
  summary: "Find landlords by name or e-mail (admins, to add or reassign a property)",
  request: { query: peopleQuery },
  responses: {
    200: jsonResponse(z.object({ items: z.array(personSchema) }), "Up to 20 landlords"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const listPropertyEnquiriesRoute = createRoute({
  method: "get",
  path: "/manage/enquiries",
  operationId: "listPropertyEnquiries",
  tags,
  middleware: manage,
  summary: "Enquiries about the properties the caller manages, newest first",
  request: { query: enquiryQuerySchema },
  responses: {
    200: jsonResponse(paged(enquirySchema), "A page of enquiries"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const updatePropertyEnquiryRoute = createRoute({
  method: "patch",
  path: "/manage/enquiries/{id}",
  operationId: "updatePropertyEnquiry",
  tags,
  middleware: manage,
  summary: "Move an enquiry along: new, contacted, viewing booked, closed",
  request: { params: idParam, ...jsonBody(enquiryPatchSchema) },
  responses: {
    200: jsonResponse(z.object({ enquiry: enquirySchema }), "Updated"),
    400: errorResponse("Invalid status"),
    404: notFoundResponse,
    ...authErrors,
  },
});
