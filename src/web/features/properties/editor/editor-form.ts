import { moneyInput, parseMoney } from "@shared/money";
import {
  type CouncilTaxBand,
  type EpcRating,
  type Furnished,
  type ManagedProperty,
  type PropertyInput,
  type PropertyPatch,
  type PropertyStatus,
  type PropertyType,
  propertyFields,
  propertyIssues,
  type RentPeriod,
} from "@shared/schemas/properties";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";

export interface Person {
  id: string;
  name: string;
  email: string;
}

/**
 * What the editor's inputs hold: text as typed (numbers too, rent in pounds), people as objects
 * so the pickers can show names. `editorSchema` turns it into the API's shape.
 */
export interface EditorValues {
  title: string;
  description: string;
  type: PropertyType | "";
  status: PropertyStatus;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  /** england | wales | scotland (northern_ireland is offered and refused with the reason). */
  jurisdiction: string;
  bedrooms: string;
  bathrooms: string;
  sizeSqm: string;
  rentAmount: string;
  rentPeriod: RentPeriod;
  depositAmount: string;
  availableFrom: string;
  furnished: Furnished | "";
  features: string[];
  landlord: Person | null;
  agent: Person | null;
  /** Home facts for compliance: "" is not recorded. */
  gasSupply: GasSupplyChoice;
  storeys: string;
  combustionApplianceRooms: string;
  occupiers: string;
  households: string;
  epcRating: EpcRating | "";
  councilTaxBand: CouncilTaxBand | "";
}

export type GasSupplyChoice = "" | "yes" | "no";
const gasChoice = (v: boolean | null): GasSupplyChoice => (v === null ? "" : v ? "yes" : "no");

const blank = (v: unknown) => typeof v === "string" && v.trim() === "";

/** "" → undefined (the field's own "please enter" message), "3" → 3. */
const toInt = (v: unknown) => (blank(v) ? undefined : typeof v === "string" ? Number(v) : v);
/** "" → null for optional numbers. */
const toOptionalInt = (v: unknown) => (blank(v) ? null : typeof v === "string" ? Number(v) : v);
/** "1,250.50" pounds → 125050 pence; "" → undefined. */
const toPence = (v: unknown) => {
  if (blank(v)) return undefined;
  if (typeof v !== "string") return v;
  // Not an amount: NaN, which the number rule below names.
  return parseMoney(v) ?? Number.NaN;
};

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** The form's rules: the shared property fields, with the editor's text inputs converted first. */
export function editorSchema({ requireLandlord }: { requireLandlord: boolean }) {
  return z
    .object({
      title: propertyFields.title,
      description: propertyFields.description,
      type: propertyFields.type,
      status: propertyFields.status,
      addressLine1: propertyFields.addressLine1,
      addressLine2: propertyFields.addressLine2,
      city: propertyFields.city,
      postcode: propertyFields.postcode,
      jurisdiction: propertyFields.jurisdiction,
      bedrooms: z.preprocess(toInt, propertyFields.bedrooms),
      bathrooms: z.preprocess(toInt, propertyFields.bathrooms),
      sizeSqm: z.preprocess(toOptionalInt, propertyFields.sizeSqm),
      rentAmount: z.preprocess(toPence, propertyFields.rentAmount),
      rentPeriod: propertyFields.rentPeriod,
      depositAmount: z.preprocess((v) => toPence(v) ?? null, propertyFields.depositAmount),
      availableFrom: z.preprocess((v) => (blank(v) ? null : v), propertyFields.availableFrom),
      furnished: propertyFields.furnished,
      features: propertyFields.features,
      landlord: person.nullable(),
      agent: person.nullable(),
      gasSupply: z.preprocess(
        (v) => (v === "yes" ? true : v === "no" ? false : v === "" ? null : v),
        propertyFields.gasSupply,
      ),
      storeys: z.preprocess(toOptionalInt, propertyFields.storeys),
      combustionApplianceRooms: z.preprocess(toOptionalInt, propertyFields.combustionApplianceRooms),
      occupiers: z.preprocess(toOptionalInt, propertyFields.occupiers),
      households: z.preprocess(toOptionalInt, propertyFields.households),
      epcRating: z.preprocess((v) => (blank(v) ? null : v), propertyFields.epcRating),
      councilTaxBand: z.preprocess((v) => (blank(v) ? null : v), propertyFields.councilTaxBand),
    })
    .superRefine(
      (p, ctx) => {
        const facts = {
          jurisdiction: p.jurisdiction,
          occupiers: p.occupiers,
          households: p.households,
          councilTaxBand: p.councilTaxBand,
        };
        for (const issue of propertyIssues({ country: "GB", postcode: p.postcode, ...facts })) {
          ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
        }
        if (requireLandlord && !p.landlord) {
          ctx.addIssue({
            code: "custom",
            path: ["landlord"],
            message: "Choose the landlord who owns this property",
          });
        }
      },
      { when: (payload) => typeof (payload.value as { postcode?: unknown })?.postcode === "string" },
    );
}
export type EditorOutput = z.output<ReturnType<typeof editorSchema>>;
/** The editor's react-hook-form instance, handed to each section. */
export type EditorForm = UseFormReturn<EditorValues, unknown, EditorOutput>;

const pounds = (pence: number | null) => moneyInput(pence);

export const emptyValues: EditorValues = {
  title: "",
  description: "",
  type: "",
  status: "draft",
  addressLine1: "",
  addressLine2: "",
  city: "",
  postcode: "",
  jurisdiction: "england",
  bedrooms: "",
  bathrooms: "1",
  sizeSqm: "",
  rentAmount: "",
  rentPeriod: "month",
  depositAmount: "",
  availableFrom: "",
  furnished: "",
  features: [],
  landlord: null,
  agent: null,
  gasSupply: "",
  storeys: "",
  combustionApplianceRooms: "",
  occupiers: "",
  households: "",
  epcRating: "",
  councilTaxBand: "",
};

const optionalCount = (n: number | null) => (n === null ? "" : String(n));

export function toEditorValues(p: ManagedProperty): EditorValues {
  return {
    title: p.title,
    description: p.description,
    type: p.type,
    status: p.status,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2 ?? "",
    city: p.city,
    postcode: p.postcode,
    jurisdiction: p.jurisdiction,
    bedrooms: String(p.bedrooms),
    bathrooms: String(p.bathrooms),
    sizeSqm: p.sizeSqm === null ? "" : String(p.sizeSqm),
    rentAmount: pounds(p.rentAmount),
    rentPeriod: p.rentPeriod,
    depositAmount: pounds(p.depositAmount),
    availableFrom: p.availableFrom ?? "",
    furnished: p.furnished,
    features: p.features,
    landlord: p.landlord,
    agent: p.agent,
    gasSupply: gasChoice(p.gasSupply),
    storeys: optionalCount(p.storeys),
    combustionApplianceRooms: optionalCount(p.combustionApplianceRooms),
    occupiers: optionalCount(p.occupiers),
    households: optionalCount(p.households),
    epcRating: p.epcRating ?? "",
    councilTaxBand: p.councilTaxBand ?? "",
  };
}

/**
 * The listing's material information as the inputs hold it, for the "missing before publish" note
 * (rent and deposit typed in pounds; an unreadable amount counts as missing).
 */
export function typedMaterialInformation(
  v: Pick<EditorValues, "rentAmount" | "depositAmount" | "councilTaxBand" | "epcRating" | "type">,
) {
  const amount = (text: string) => (blank(text) ? null : (parseMoney(text) ?? null));
  return {
    rentAmount: amount(v.rentAmount),
    depositAmount: amount(v.depositAmount),
    councilTaxBand: v.councilTaxBand || null,
    epcRating: v.epcRating || null,
    type: v.type,
  };
}

/** The create payload. */
export function toCreatePayload(v: EditorOutput, extra: { published: boolean }): PropertyInput {
  const { landlord, agent, ...fields } = v;
  return {
    ...fields,
    ...extra,
    ...(landlord ? { landlordId: landlord.id } : {}),
    agentId: agent?.id ?? null,
  };
}

/** Only what changed since the property was loaded: updates are partial. */
export function toPatch(v: EditorOutput, baseline: ManagedProperty): PropertyPatch {
  const { landlord, agent, ...fields } = v;
  const next: Record<string, unknown> = {
    ...fields,
    landlordId: landlord?.id ?? baseline.landlord.id,
    agentId: agent?.id ?? null,
  };
  const before: Record<string, unknown> = {
    ...baseline,
    landlordId: baseline.landlord.id,
    agentId: baseline.agent?.id ?? null,
  };
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) patch[key] = value;
  }
  return patch as PropertyPatch;
}

/** The API names people by id; the form holds them as objects. */
export const formFieldFor = (apiField: string) =>
  apiField === "landlordId" ? "landlord" : apiField === "agentId" ? "agent" : apiField;
