/** The properties router: each route declaration chained with its handler, so the types flow. */
import { createRouter } from "../../context";
import { RateLimiter } from "../../lib/rate-limit";
import { uploadBodyLimit } from "../../storage";
import * as h from "./handlers";
import * as manage from "./manage-routes";
import * as photos from "./photo-routes";
import * as routes from "./routes";

export function propertyRoutes(options: {
  publicFormLimit: { max: number; windowMs: number };
  uploadMaxBytes: number;
}) {
  const { max, windowMs } = options.publicFormLimit;
  // Shared by every instance through the database (lib/rate-counter-store.ts).
  const enquiryLimiter = new RateLimiter("enquiry", max, windowMs);
  const uploadLimit = uploadBodyLimit(options.uploadMaxBytes);
  const app = createRouter();
  // Repeated anonymous reads answered from their kept copies before the route parses them again.
  app.use("/properties", h.keptPublicProperties);
  app.use("/properties/:id", h.keptPublicProperty);
  // Photo uploads are refused by size before anything reads the body.
  app.use("/manage/properties/:id/images", (c, next) =>
    c.req.method === "POST" ? uploadLimit(c, next) : next(),
  );
  return app
    .openapi(routes.listPublicPropertiesRoute, h.listPublicProperties)
    .openapi(routes.getPublicPropertyRoute, h.getPublicProperty)
    .openapi(routes.createPropertyEnquiryRoute, h.createPropertyEnquiry(enquiryLimiter))
    .openapi(routes.getPropertyImageRoute, h.getPropertyImage)
    .openapi(manage.listManagedPropertiesRoute, h.listManagedProperties)
    .openapi(manage.createPropertyRoute, h.createProperty)
    .openapi(manage.getManagedPropertyRoute, h.getManagedProperty)
    .openapi(manage.updatePropertyRoute, h.updateProperty)
    .openapi(manage.searchAgentsRoute, h.searchAgents)
    .openapi(manage.pickAgenciesRoute, h.pickAgencies)
    .openapi(manage.searchLandlordsRoute, h.searchLandlords)
    .openapi(photos.uploadPropertyImageRoute, h.uploadPropertyImage)
    .openapi(photos.arrangePropertyImagesRoute, h.arrangePropertyImages)
    .openapi(photos.deletePropertyImageRoute, h.deletePropertyImage)
    .openapi(manage.listPropertyEnquiriesRoute, h.listPropertyEnquiries)
    .openapi(manage.updatePropertyEnquiryRoute, h.updatePropertyEnquiry);
}
