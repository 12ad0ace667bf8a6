import type { ManagedProperty } from "@shared/schemas/properties";
import { describe, expect, it } from "vitest";
import { managedProperty } from "./editor.factories";
import {
  type EditorValues,
  editorSchema,
  emptyValues,
  formFieldFor,
  toCreatePayload,
  toEditorValues,
  toPatch,
} from "./editor-form";

const filled: EditorValues = {
  ...emptyValues,
  title: "Garden flat near the park",
  type: "flat",
  addressLine1: "12 Acacia Avenue",
  city: "Leeds",
  postcode: "ls1 4ap",
  bedrooms: "2",
  bathrooms: "1",
  rentAmount: "1,250.50",
  furnished: "unfurnished",
};

const saved: ManagedProperty = managedProperty({ status: "draft", published: false });

const parse = (v: EditorValues, requireLandlord = false) => editorSchema({ requireLandlord }).safeParse(v);

describe("editor form", () => {
  it("turns typed text into the API's numbers: pounds to pence, blanks to null", () => {
    const r = parse({ ...filled, depositAmount: "", sizeSqm: "", availableFrom: "" });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      rentAmount: 125_050,
      bedrooms: 2,
      depositAmount: null,
      sizeSqm: null,
      availableFrom: null,
      addressLine2: null,
    });
  });

  it("reports every problem with the shared messages, postcode included", () => {
    const r = parse({ ...emptyValues, postcode: "NOPE 123", bathrooms: "" });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(fields).toMatchObject({
      title: "The title must be at least 5 characters",
      type: "Please choose a property type",
      bedrooms: "Please enter the number of bedrooms",
      bathrooms: "Please enter the number of bathrooms",
      rentAmount: "Please enter the rent",
      postcode: "Please enter a valid UK postcode, e.g. SW1A 1AA",
    });
    expect(parse({ ...filled, rentAmount: "0" }).error?.issues[0]?.message).toBe(
      "Rent must be more than zero",
    );
  });

  it("needs a landlord only when an admin adds a property", () => {
    expect(parse(filled).success).toBe(true);
    const r = parse(filled, true);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(["landlord"]);
  });

  it("creates with ids for people", () => {
    const out = parse({
      ...filled,
      landlord: saved.landlord,
      agent: { id: "agent-1", name: "A", email: "a@x" },
    }).data!;
    expect(toCreatePayload(out, { published: true })).toMatchObject({
      landlordId: "landlord-1",
      agentId: "agent-1",
      published: true,
      rentAmount: 125_050,
    });
  });

  it("patches only what changed since loading", () => {
    const loaded = toEditorValues(saved);
    expect(loaded.rentAmount).toBe("1250.50");
    expect(toPatch(parse(loaded).data!, saved)).toEqual({});
    const edited = parse({
      ...loaded,
      bedrooms: "3",
      features: ["Garden"],
      agent: { id: "agent-1", name: "A", email: "a@x" },
    }).data!;
    expect(toPatch(edited, saved)).toEqual({ bedrooms: 3, features: ["Garden"], agentId: "agent-1" });
    const withAgent = { ...saved, agent: { id: "agent-1", name: "A", email: "a@x" } };
    expect(toPatch(parse(toEditorValues(saved)).data!, withAgent)).toEqual({ agentId: null });
  });

  it("maps the API's person fields onto the pickers", () => {
    expect(formFieldFor("landlordId")).toBe("landlord");
    expect(formFieldFor("agentId")).toBe("agent");
    expect(formFieldFor("postcode")).toBe("postcode");
  });
});
