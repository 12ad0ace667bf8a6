/** Handlers of the contractor's link: no session; the token is the key (service-link.ts). */
import { dbOf, type Handler } from "../../lib/handler-kit";
import { readUpload } from "../../storage";
import { downloadHeaders } from "../../storage/download";
import { anonymous, requestActor } from "../audit";
import type * as r from "./link-routes";
import * as link from "./service-link";

export const getContractorJob: Handler<typeof r.getContractorJobRoute> = async (c) =>
  c.json({ job: await link.contractorJob(dbOf(c), c.req.valid("param").token) }, 200);

export const respondContractorJob: Handler<typeof r.respondContractorJobRoute> = async (c) => {
  const actor = anonymous(requestActor(c));
  const job = await link.respond(c.get("deps"), actor, c.req.valid("param").token, c.req.valid("json"));
  return c.json({ job }, 200);
};

export const proposeContractorVisit: Handler<typeof r.proposeContractorVisitRoute> = async (c) => {
  const at = new Date(c.req.valid("json").appointmentAt);
  const job = await link.propose(c.get("deps"), anonymous(requestActor(c)), c.req.valid("param").token, at);
  return c.json({ job }, 200);
};

export const completeContractorJob: Handler<typeof r.completeContractorJobRoute> = async (c) => {
  const job = await link.markDone(c.get("deps"), anonymous(requestActor(c)), c.req.valid("param").token);
  return c.json({ job }, 200);
};

export const uploadContractorFile: Handler<typeof r.uploadContractorFileRoute> = async (c) => {
  const deps = c.get("deps");
  const { token } = c.req.valid("param");
  // The link is checked before the upload is read: a stranger learns nothing from its validation.
  await link.assertLinkLive(deps.database.db, token);
  const upload = await readUpload(c, { maxBytes: deps.config.uploadMaxBytes, accept: "document" });
  const job = await link.addFile(deps, anonymous(requestActor(c)), token, upload);
  return c.json({ job }, 201);
};

export const getContractorFile: Handler<typeof r.getContractorFileRoute> = async (c) => {
  const { token, fileId } = c.req.valid("param");
  const file = await link.linkFile(c.get("deps"), token, fileId);
  return c.body(file.body, 200, {
    ...downloadHeaders(file.body, file.fileName),
    "Cache-Control": "private, no-store",
  }) as never;
};
