/** The documents router: each route declaration chained with its handler, so the types flow. */
import { createRouter } from "../../context";
import { uploadBodyLimit } from "../../storage";
import * as h from "./handlers";
import * as routes from "./routes";

export function documentRoutes(options: { uploadMaxBytes: number }) {
  const limit = uploadBodyLimit(options.uploadMaxBytes);
  const app = createRouter();
  // Uploads are refused by size before anything reads the body.
  app.use("/tenancies/:id/documents", (c, next) => (c.req.method === "POST" ? limit(c, next) : next()));
  app.use("/manage/properties/:id/documents", (c, next) =>
    c.req.method === "POST" ? limit(c, next) : next(),
  );
  return app
    .openapi(routes.listTenancyDocumentsRoute, h.listTenancyDocuments)
    .openapi(routes.uploadTenancyDocumentRoute, h.uploadTenancyDocument)
    .openapi(routes.listPropertyDocumentsRoute, h.listPropertyDocuments)
    .openapi(routes.uploadPropertyDocumentRoute, h.uploadPropertyDocument)
    .openapi(routes.getDocumentLinkRoute, h.getDocumentLink)
    .openapi(routes.getDocumentFileRoute, h.getDocumentFile)
    .openapi(routes.deleteDocumentRoute, h.deleteDocument);
}
