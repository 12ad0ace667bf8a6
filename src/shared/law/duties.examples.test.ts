import { describe, expect, it } from "vitest";
import type { IsoDate } from "../dates";
import type { Duty } from "../schemas/compliance";
import { COMPLIANCE_LAW, NO_RIGHT_TO_RENT } from "./compliance-rules";
import { dutiesForHome, type HomeDocument, type HomeFacts, type HomeTenancy } from "./duties";
import type { Jurisdiction } from "./jurisdictions";

/*
 * Characterisation examples of the statutory clock: every branch of every duty, with its exact
 * wording, key and order. Written against the derivation before it became a table of per-duty
 * functions (issue 35), so a change to any of these lines is a change of behaviour.
 */

const TODAY = "2026-11-25";

function home(
  over: Partial<HomeFacts["property"]> = {},
  rest: Partial<Omit<HomeFacts, "property">> = {},
): HomeFacts {
  return {
    property: {
      id: "p1",
      jurisdiction: "england",
      letOrMarketed: true,
      gasSupply: true,
      storeys: 2,
      combustionApplianceRooms: 1,
      occupiers: 2,
      households: 1,
      epcRating: "C",
      ...over,
    },
    tenancies: [],
    documents: [],
    served: [],
    licences: [],
    alarmChecks: [],
    rightToRent: [],
    alarmReports: [],
    deposits: [],
    ...rest,
  };
}

const doc = (kind: HomeDocument["kind"], id: string, over: Partial<HomeDocument> = {}): HomeDocument => ({
  id,
  kind,
  issuedOn: null,
  expiresOn: null,
  outcome: null,
  remedialDueOn: null,
  remedialDoneOn: null,
  remedialConfirmedOn: null,
  ...over,
});

const tenancy = (id: string, over: Partial<HomeTenancy> = {}): HomeTenancy => ({
  id,
  status: "active",
  startDate: "2026-06-01",
  endDate: null,
  tenantName: `Tenant ${id}`,
  adultOccupiers: null,
  statementGivenOn: "2026-05-20",
  ...over,
});

const served = (documentId: string, tenancyId: string, servedOn: IsoDate, recordId = `s-${servedOn}`) => ({
  recordId,
  documentId,
  tenancyId,
  tenantName: `Tenant ${tenancyId}`,
  servedOn,
  method: "email" as const,
  acknowledgedAt: null,
});

/** One line a duty: status, key, due date, title, subject, detail and evidence. */
const line = (d: Duty) =>
  [
    `${d.status} ${d.key}`,
    d.dueOn ? `due ${d.dueOn}` : null,
    d.tenancyId ? `tenancy ${d.tenancyId}` : null,
    d.subject ? `${d.title} (${d.subject})` : d.title,
    d.detail,
    d.evidence.documentId ? `doc ${d.evidence.documentId}` : null,
    d.evidence.date ? `on ${d.evidence.date}` : null,
    d.evidence.served.length ? `served ${d.evidence.served.map((s) => s.recordId).join(",")}` : null,
  ]
    .filter(Boolean)
    .join(" | ");

const lines = (facts: HomeFacts, today: IsoDate = TODAY, kinds?: Duty["kind"][]) =>
  dutiesForHome(facts, today)
    .filter((d) => !kinds || kinds.includes(d.kind))
    .map(line);

describe("a whole home", () => {
  it("a let English home with nothing recorded", () => {
    expect(lines(home())).toMatchInlineSnapshot(`
      [
        "missing gas_safety_check:p1 | Gas safety check | No gas safety record filed.",
        "missing eicr:p1 | Electrical inspection (EICR) | No electrical report filed.",
        "missing epc:p1 | Energy performance certificate | No EPC filed.",
        "ok epc_minimum:p1 | Minimum energy rating | Rated C: meets the minimum E. Already meets the planned C by 2030.",
        "not_applicable hmo_licence:p1 | HMO licence | 2 people in 1 household: below the mandatory licensing threshold. A council may still require an additional or selective licence.",
      ]
    `);
  });

  it("a home neither let nor marketed, without gas and with no occupiers recorded", () => {
    expect(
      lines(home({ letOrMarketed: false, gasSupply: false, occupiers: null, households: null })),
    ).toMatchInlineSnapshot(`
      [
        "not_applicable gas_safety_check:p1 | Gas safety check | No gas supply: the home is marked as having no gas, so there is nothing to check.",
        "not_applicable eicr:p1 | Electrical inspection (EICR) | Not let or on the market: no tenancy and no live listing.",
        "not_applicable epc:p1 | Energy performance certificate | Not let or on the market: no tenancy and no live listing.",
        "not_applicable hmo_licence:p1 | HMO licence | Occupiers not recorded: record how many people and households live here to know if a licence is needed.",
      ]
    `);
  });

  it("most urgent first; equal status and date keep the order the duties are derived in", () => {
    const facts = home(
      { occupiers: 5, households: 2 },
      {
        tenancies: [
          tenancy("t1", {
            startDate: "2026-12-01",
            endDate: "2026-12-01",
            adultOccupiers: 2,
            statementGivenOn: null,
          }),
          tenancy("t2", {
            startDate: "2026-12-01",
            endDate: "2026-12-01",
            adultOccupiers: 2,
            statementGivenOn: null,
          }),
        ],
        rightToRent: ["t1", "t2"].map((tenancyId) => ({
          id: `r-${tenancyId}`,
          tenancyId,
          occupierName: "Ann",
          checkedOn: "2026-11-01",
          permission: "time_limited" as const,
          followUpDueOn: "2026-11-30",
        })),
        documents: [doc("gas_safety", "g1", { issuedOn: "2026-11-02" })],
        alarmReports: [{ ticketId: "k1", reference: "#7", reportedOn: "2026-11-26" }],
        licences: [
          {
            id: "l1",
            kind: "selective",
            label: "Selective licence",
            reference: "S/1",
            expiresOn: "2026-12-01",
          },
        ],
      },
    );
    expect(
      dutiesForHome(facts, TODAY).map((d) => `${d.status} ${d.dueOn ?? "-"} ${d.key}`),
    ).toMatchInlineSnapshot(`
      [
        "missing - eicr:p1",
        "missing - epc:p1",
        "missing - hmo_licence:p1",
        "due_soon 2026-11-27 alarm_repair:p1:k1",
        "due_soon 2026-11-30 gas_record_served:p1:g1:t1",
        "due_soon 2026-11-30 gas_record_served:p1:g1:t2",
        "due_soon 2026-11-30 right_to_rent:p1:t1",
        "due_soon 2026-11-30 right_to_rent_follow_up:p1:r-t1:2026-11-30",
        "due_soon 2026-11-30 right_to_rent:p1:t2",
        "due_soon 2026-11-30 right_to_rent_follow_up:p1:r-t2:2026-11-30",
        "due_soon 2026-12-01 alarms_first_day:p1:t1",
        "due_soon 2026-12-01 alarms_first_day:p1:t2",
        "due_soon 2026-12-01 licence_renewal:p1:l1:2026-12-01",
        "due_soon 2026-12-01 written_terms:p1:t1",
        "due_soon 2026-12-01 tenancy_ending:p1:t1:2026-12-01",
        "due_soon 2026-12-01 written_terms:p1:t2",
        "due_soon 2026-12-01 tenancy_ending:p1:t2:2026-12-01",
        "ok 2027-11-02 gas_safety_check:p1:2027-11-02",
        "ok - epc_minimum:p1",
      ]
    `);
  });
});

describe("gas safety (Gas Safety (Installation and Use) Regulations 1998 reg 36)", () => {
  it("unknown supply is treated as gas; a check early in the window keeps the anniversary", () => {
    expect(
      lines(
        home(
          { gasSupply: null },
          {
            documents: [
              doc("gas_safety", "g1", { issuedOn: "2025-12-10" }),
              doc("gas_safety", "g2", { issuedOn: "2026-11-01" }),
            ],
          },
        ),
        TODAY,
        ["gas_safety_check"],
      ),
    ).toMatchInlineSnapshot(`
      [
        "ok gas_safety_check:p1:2027-12-10 | due 2027-12-10 | Gas safety check | Last check 1 November 2026; the next is due by 10 December 2027. A check from 10 October 2027 keeps this anniversary. (The home is treated as having gas until it is marked as having none.) | doc g2 | on 2026-11-01",
      ]
    `);
    expect(lines(home({ gasSupply: null }), TODAY, ["gas_safety_check"])).toMatchInlineSnapshot(`
      [
        "missing gas_safety_check:p1 | Gas safety check | No gas safety record filed. (The home is treated as having gas until it is marked as having none.)",
      ]
    `);
  });

  it("a record filed with only its expiry; copies to existing and new tenants, on time, late and not yet", () => {
    const facts = home(
      {},
      {
        documents: [doc("gas_safety", "g1", { expiresOn: "2027-10-20" })],
        tenancies: [
          tenancy("t1"),
          tenancy("t2"),
          tenancy("t3", { startDate: "2027-01-10", status: "draft" }),
          tenancy("t4", { startDate: "2026-12-10", status: "draft" }),
        ],
        served: [
          served("g1", "t1", "2026-11-01"),
          served("g1", "t1", "2026-10-25"),
          served("g1", "t3", "2027-01-12"),
          served("other", "t2", "2026-10-21"),
        ],
      },
    );
    expect(lines(facts, TODAY, ["gas_safety_check", "gas_record_served"])).toMatchInlineSnapshot(`
      [
        "overdue gas_record_served:p1:g1:t2 | due 2026-11-17 | tenancy t2 | Gas safety record given to the tenant (Tenant t2) | Not recorded as given yet: due within 28 days of the check, by 17 November 2026. | doc g1",
        "due_soon gas_record_served:p1:g1:t4 | due 2026-12-09 | tenancy t4 | Gas safety record given to the tenant (Tenant t4) | Not recorded as given yet: due before they move in (10 December 2026). | doc g1",
        "ok gas_record_served:p1:g1:t1 | due 2026-11-17 | tenancy t1 | Gas safety record given to the tenant (Tenant t1) | Given on 25 October 2026. | doc g1 | on 2026-10-25 | served s-2026-11-01,s-2026-10-25",
        "ok gas_record_served:p1:g1:t3 | due 2027-01-09 | tenancy t3 | Gas safety record given to the tenant (Tenant t3) | Given on 12 January 2027 (late: due before they move in (10 January 2027)). | doc g1 | on 2027-01-12 | served s-2027-01-12",
        "ok gas_safety_check:p1:2027-10-20 | due 2027-10-20 | Gas safety check | Last check date not recorded (expiry 20 October 2027); the next is due by 20 October 2027. A check from 20 August 2027 keeps this anniversary. | doc g1 | on 2026-10-20",
      ]
    `);
  });

  it("not let, or no gas: nothing to check", () => {
    expect(lines(home({ letOrMarketed: false }), TODAY, ["gas_safety_check"])).toMatchInlineSnapshot(`
      [
        "not_applicable gas_safety_check:p1 | Gas safety check | Not let or on the market: no tenancy and no live listing.",
      ]
    `);
    expect(
      lines(home({ gasSupply: false }, { tenancies: [tenancy("t1")] }), TODAY, [
        "gas_safety_check",
        "gas_record_served",
      ]),
    ).toMatchInlineSnapshot(`
      [
        "not_applicable gas_safety_check:p1 | Gas safety check | No gas supply: the home is marked as having no gas, so there is nothing to check.",
      ]
    `);
  });
});

describe("electrical safety (England 2020 Regulations reg 3; Wales and Scotland)", () => {
  const elec: Duty["kind"][] = ["eicr", "eicr_served", "eicr_remedial", "eicr_remedial_confirmed"];

  it("the report's own date, the 5-year cap and a date taken from the expiry", () => {
    for (const d of [
      doc("eicr", "e1", { issuedOn: "2024-05-01", expiresOn: "2027-05-01", outcome: "satisfactory" }),
      doc("eicr", "e2", { issuedOn: "2024-05-01", expiresOn: "2030-01-01" }),
      doc("eicr", "e3", { expiresOn: "2026-12-20" }),
    ]) {
      expect(lines(home({}, { documents: [d] }), TODAY, elec)).toMatchSnapshot();
    }
  });

  it("England: remedial work due, overdue, done late and confirmed or not", () => {
    const cases: [string, Partial<HomeDocument>, IsoDate][] = [
      ["28 days from the inspection", {}, "2026-11-10"],
      ["the report's shorter date, passed", { remedialDueOn: "2026-11-15" }, TODAY],
      ["done, confirmation due", { remedialDoneOn: "2026-11-20" }, TODAY],
      ["done, confirmation overdue", { remedialDoneOn: "2026-11-20" }, "2026-12-19"],
      ["done and confirmed", { remedialDoneOn: "2026-11-20", remedialConfirmedOn: "2026-11-22" }, TODAY],
    ];
    const out = cases.map(([name, over, today]) => [
      name,
      ...lines(
        home(
          {},
          { documents: [doc("eicr", "e1", { issuedOn: "2026-11-01", outcome: "unsatisfactory", ...over })] },
        ),
        today,
        ["eicr_remedial", "eicr_remedial_confirmed"],
      ),
    ]);
    expect(out).toMatchInlineSnapshot(`
      [
        [
          "28 days from the inspection",
          "due_soon eicr_remedial:p1:e1 | due 2026-11-29 | EICR remedial work | The report found remedial work needed: due by 29 November 2026. | doc e1",
        ],
        [
          "the report's shorter date, passed",
          "overdue eicr_remedial:p1:e1 | due 2026-11-15 | EICR remedial work | The report found remedial work needed: due by 15 November 2026. | doc e1",
        ],
        [
          "done, confirmation due",
          "due_soon eicr_remedial_confirmed:p1:e1 | due 2026-12-18 | Remedial work confirmed to the tenant and council | Written confirmation due by 18 December 2026. | doc e1",
          "ok eicr_remedial:p1:e1 | due 2026-11-29 | EICR remedial work | Done on 20 November 2026. | doc e1 | on 2026-11-20",
        ],
        [
          "done, confirmation overdue",
          "overdue eicr_remedial_confirmed:p1:e1 | due 2026-12-18 | Remedial work confirmed to the tenant and council | Written confirmation due by 18 December 2026. | doc e1",
          "ok eicr_remedial:p1:e1 | due 2026-11-29 | EICR remedial work | Done on 20 November 2026. | doc e1 | on 2026-11-20",
        ],
        [
          "done and confirmed",
          "ok eicr_remedial:p1:e1 | due 2026-11-29 | EICR remedial work | Done on 20 November 2026. | doc e1 | on 2026-11-20",
          "ok eicr_remedial_confirmed:p1:e1 | due 2026-12-18 | Remedial work confirmed to the tenant and council | Confirmed in writing on 22 November 2026. | doc e1 | on 2026-11-22",
        ],
      ]
    `);
  });

  it("Wales: remedial work by the report's date, no confirmation duty; a copy within 14 days", () => {
    const facts = (over: Partial<HomeDocument>) =>
      home(
        { jurisdiction: "wales" },
        {
          tenancies: [tenancy("t1")],
          documents: [doc("eicr", "e1", { issuedOn: "2026-11-01", outcome: "unsatisfactory", ...over })],
        },
      );
    expect(lines(facts({}), TODAY, elec)).toMatchInlineSnapshot(`
      [
        "overdue eicr_served:p1:e1:t1 | due 2026-11-15 | tenancy t1 | Electrical report given to the tenant (Tenant t1) | Not recorded as given yet: due within 14 days of the check, by 15 November 2026. | doc e1",
        "missing eicr_remedial:p1:e1 | EICR remedial work | The report found remedial work needed: record the date the report gives. | doc e1",
        "ok eicr:p1:2031-11-01 | due 2031-11-01 | Electrical inspection (EICR) | Inspected 1 November 2026; next inspection due by 1 November 2031. | doc e1 | on 2026-11-01",
      ]
    `);
    expect(lines(facts({ remedialDoneOn: "2026-11-20" }), TODAY, elec)).toMatchInlineSnapshot(`
      [
        "overdue eicr_served:p1:e1:t1 | due 2026-11-15 | tenancy t1 | Electrical report given to the tenant (Tenant t1) | Not recorded as given yet: due within 14 days of the check, by 15 November 2026. | doc e1",
        "ok eicr:p1:2031-11-01 | due 2031-11-01 | Electrical inspection (EICR) | Inspected 1 November 2026; next inspection due by 1 November 2031. | doc e1 | on 2026-11-01",
        "ok eicr_remedial:p1:e1 | EICR remedial work | Done on 20 November 2026. | doc e1 | on 2026-11-20",
      ]
    `);
  });

  it("not let: not applicable; let with no report: missing", () => {
    expect(lines(home({ letOrMarketed: false }), TODAY, elec)).toMatchInlineSnapshot(`
      [
        "not_applicable eicr:p1 | Electrical inspection (EICR) | Not let or on the market: no tenancy and no live listing.",
      ]
    `);
    expect(lines(home({ jurisdiction: "scotland" }), TODAY, elec)).toMatchInlineSnapshot(`
      [
        "missing eicr:p1 | Electrical inspection (EICR) | No electrical report filed.",
      ]
    `);
  });
});

describe("smoke and CO alarms (Smoke and Carbon Monoxide Alarm (England) Regulations 2015 reg 4)", () => {
  const alarms: Duty["kind"][] = ["alarms_first_day", "alarm_repair"];

  it("England: checked on the first day, late, failed, not yet and missed", () => {
    const facts = home(
      { storeys: 3, combustionApplianceRooms: 2 },
      {
        tenancies: [
          tenancy("t1", { startDate: "2026-11-01" }),
          tenancy("t2", { startDate: "2026-11-01" }),
          tenancy("t3", { startDate: "2026-11-01" }),
          tenancy("t4", { startDate: "2026-12-20", status: "draft" }),
          tenancy("t5", { startDate: "2026-11-02" }),
        ],
        alarmChecks: [
          { tenancyId: "t1", checkedOn: "2026-11-01", smokeAlarmsOk: true, coAlarmsOk: true },
          { tenancyId: "t2", checkedOn: "2026-11-01", smokeAlarmsOk: true, coAlarmsOk: false },
          { tenancyId: "t2", checkedOn: "2026-11-04", smokeAlarmsOk: true, coAlarmsOk: true },
          { tenancyId: "t3", checkedOn: "2026-11-03", smokeAlarmsOk: false, coAlarmsOk: true },
          { tenancyId: "t3", checkedOn: "2026-11-01", smokeAlarmsOk: true, coAlarmsOk: null },
        ],
        alarmReports: [
          { ticketId: "k1", reference: "#1041", reportedOn: "2026-11-20" },
          { ticketId: "k2", reference: "#1042", reportedOn: "2026-11-24" },
        ],
      },
    );
    expect(lines(facts, TODAY, alarms)).toMatchInlineSnapshot(`
      [
        "overdue alarms_first_day:p1:t3 | due 2026-11-01 | tenancy t3 | Alarms checked on the first day (Tenant t3) | The check on 3 November 2026 found alarms not working: repair them and record a passing check.",
        "overdue alarms_first_day:p1:t5 | due 2026-11-02 | tenancy t5 | Alarms checked on the first day (Tenant t5) | Check smoke alarms on 3 storeys, CO alarms in 2 rooms with a fixed combustion appliance on the first day of the tenancy, 2 November 2026.",
        "overdue alarm_repair:p1:k1 | due 2026-11-21 | Alarm fault reported (#1041) | Reported on 20 November 2026 (ticket #1041): repair or replace as soon as reasonably practicable. Keyhold counts 1 day as its working target, not a legal deadline.",
        "due_soon alarm_repair:p1:k2 | due 2026-11-25 | Alarm fault reported (#1042) | Reported on 24 November 2026 (ticket #1042): repair or replace as soon as reasonably practicable. Keyhold counts 1 day as its working target, not a legal deadline.",
        "due_soon alarms_first_day:p1:t4 | due 2026-12-20 | tenancy t4 | Alarms checked on the first day (Tenant t4) | Check smoke alarms on 3 storeys, CO alarms in 2 rooms with a fixed combustion appliance on the first day of the tenancy, 20 December 2026.",
        "ok alarms_first_day:p1:t1 | due 2026-11-01 | tenancy t1 | Alarms checked on the first day (Tenant t1) | Checked working on 1 November 2026 (smoke alarms on 3 storeys, CO alarms in 2 rooms with a fixed combustion appliance). | on 2026-11-01",
        "ok alarms_first_day:p1:t2 | due 2026-11-01 | tenancy t2 | Alarms checked on the first day (Tenant t2) | Checked working on 4 November 2026 (smoke alarms on 3 storeys, CO alarms in 2 rooms with a fixed combustion appliance), after the first day (1 November 2026). | on 2026-11-04",
      ]
    `);
  });

  it("storeys unknown, one storey, no combustion appliance: a smoke alarm check alone passes", () => {
    for (const storeys of [null, 1]) {
      const facts = home(
        { storeys, combustionApplianceRooms: 0 },
        {
          tenancies: [tenancy("t1", { startDate: "2026-12-01", status: "draft" }), tenancy("t2")],
          alarmChecks: [{ tenancyId: "t2", checkedOn: "2026-06-01", smokeAlarmsOk: true, coAlarmsOk: null }],
        },
      );
      expect(lines(facts, TODAY, alarms)).toMatchSnapshot();
    }
  });

  it("Scotland: no first-day check, but a reported fault still has Keyhold's target", () => {
    const facts = home(
      { jurisdiction: "scotland" },
      {
        tenancies: [tenancy("t1")],
        alarmReports: [{ ticketId: "k1", reference: "#9", reportedOn: TODAY }],
      },
    );
    expect(lines(facts, TODAY, alarms)).toMatchInlineSnapshot(`
      [
        "due_soon alarm_repair:p1:k1 | due 2026-11-26 | Alarm fault reported (#9) | Reported on 25 November 2026 (ticket #9): repair or replace as soon as reasonably practicable. Keyhold counts 1 day as its working target, not a legal deadline.",
        "not_applicable alarms_first_day:p1:t1 | tenancy t1 | Alarms checked on the first day (Tenant t1) | The first-day alarm check is an English rule; here the alarms must be kept in working order.",
      ]
    `);
  });
});

describe("energy performance (EPB Regulations 2012; MEES Regulations 2015)", () => {
  const epc: Duty["kind"][] = ["epc", "epc_minimum"];

  it.each([
    { name: "no EPC, no rating", rating: null, docs: [] },
    { name: "filed without a date", rating: "E" as const, docs: [doc("epc", "c1")] },
    {
      name: "expiry recorded, rated F",
      rating: "F" as const,
      docs: [doc("epc", "c1", { issuedOn: "2017-01-10", expiresOn: "2026-12-01" })],
    },
    {
      name: "date from the expiry, rated G",
      rating: "G" as const,
      docs: [doc("epc", "c1", { expiresOn: "2030-03-01" })],
    },
    {
      name: "latest of two, rated D",
      rating: "D" as const,
      docs: [doc("epc", "c1", { issuedOn: "2016-01-10" }), doc("epc", "c2", { issuedOn: "2020-01-10" })],
    },
    { name: "rated B", rating: "B" as const, docs: [doc("epc", "c1", { issuedOn: "2020-01-10" })] },
  ])("England: $name", ({ rating, docs }) => {
    expect(lines(home({ epcRating: rating }, { documents: docs }), TODAY, epc)).toMatchSnapshot();
  });

  it("Wales has the minimum without the planned standard; Scotland has no minimum", () => {
    expect(lines(home({ jurisdiction: "wales", epcRating: "D" }), TODAY, epc)).toMatchInlineSnapshot(`
      [
        "missing epc:p1 | Energy performance certificate | No EPC filed.",
        "ok epc_minimum:p1 | Minimum energy rating | Rated D: meets the minimum E.",
      ]
    `);
    expect(lines(home({ jurisdiction: "scotland", epcRating: "G" }), TODAY, epc)).toMatchInlineSnapshot(`
      [
        "missing epc:p1 | Energy performance certificate | No EPC filed.",
      ]
    `);
    expect(lines(home({ letOrMarketed: false, epcRating: "G" }), TODAY, epc)).toMatchInlineSnapshot(`
      [
        "not_applicable epc:p1 | Energy performance certificate | Not let or on the market: no tenancy and no live listing.",
      ]
    `);
  });
});

describe("licensing (Housing Act 2004 Parts 2 and 3; Housing (Scotland) Act 2006 Part 5)", () => {
  const licences: HomeFacts["licences"] = [
    { id: "l1", kind: "mandatory_hmo", label: "HMO licence", reference: "HMO/1", expiresOn: "2027-01-31" },
    { id: "l2", kind: "mandatory_hmo", label: "HMO licence", reference: "HMO/0", expiresOn: "2026-11-01" },
    { id: "l3", kind: "selective", label: "Selective licence", reference: "SEL/4", expiresOn: "2027-06-30" },
    { id: "l4", kind: "parking_permit", label: "Council permit", reference: "P/2", expiresOn: "2026-12-01" },
  ];

  it("an HMO: the latest mandatory licence is the HMO duty, the rest are renewals", () => {
    expect(lines(home({ occupiers: 6, households: 3 }, { licences }))).toMatchInlineSnapshot(`
      [
        "overdue licence_renewal:p1:l2:2026-11-01 | due 2026-11-01 | HMO licence renewal (HMO/0) | HMO licence HMO/0 expires on 1 November 2026.",
        "missing gas_safety_check:p1 | Gas safety check | No gas safety record filed.",
        "missing eicr:p1 | Electrical inspection (EICR) | No electrical report filed.",
        "missing epc:p1 | Energy performance certificate | No EPC filed.",
        "due_soon licence_renewal:p1:l4:2026-12-01 | due 2026-12-01 | Council permit renewal (P/2) | Council permit P/2 expires on 1 December 2026.",
        "ok hmo_licence:p1:2027-01-31 | due 2027-01-31 | HMO licence (HMO/1) | Licence HMO/1 expires on 31 January 2027.",
        "ok licence_renewal:p1:l3:2027-06-30 | due 2027-06-30 | Selective licence renewal (SEL/4) | Selective licence SEL/4 expires on 30 June 2027.",
        "ok epc_minimum:p1 | Minimum energy rating | Rated C: meets the minimum E. Already meets the planned C by 2030.",
      ]
    `);
  });

  it("not an HMO: every licence is a renewal; the threshold is explained", () => {
    expect(
      lines(home({ occupiers: 1, households: 1 }, { licences }), TODAY, ["hmo_licence", "licence_renewal"]),
    ).toMatchInlineSnapshot(`
      [
        "overdue licence_renewal:p1:l2:2026-11-01 | due 2026-11-01 | HMO licence renewal (HMO/0) | HMO licence HMO/0 expires on 1 November 2026.",
        "due_soon licence_renewal:p1:l4:2026-12-01 | due 2026-12-01 | Council permit renewal (P/2) | Council permit P/2 expires on 1 December 2026.",
        "due_soon licence_renewal:p1:l1:2027-01-31 | due 2027-01-31 | HMO licence renewal (HMO/1) | HMO licence HMO/1 expires on 31 January 2027.",
        "ok licence_renewal:p1:l3:2027-06-30 | due 2027-06-30 | Selective licence renewal (SEL/4) | Selective licence SEL/4 expires on 30 June 2027.",
        "not_applicable hmo_licence:p1 | HMO licence | 1 person in 1 household: below the mandatory licensing threshold. A council may still require an additional or selective licence.",
      ]
    `);
  });

  it.each<[Jurisdiction, Partial<HomeFacts["property"]>]>([
    ["england", { occupiers: 5, households: 2 }],
    ["england", { occupiers: 4, households: null }],
    ["wales", { occupiers: 6, households: 3, storeys: 2 }],
    ["wales", { occupiers: 6, households: 3, storeys: 3 }],
    ["scotland", { occupiers: 3, households: 3, storeys: null }],
    ["scotland", { occupiers: null, households: 3 }],
  ])("%s %o", (jurisdiction, over) => {
    expect(lines(home({ jurisdiction, ...over }), TODAY, ["hmo_licence"])).toMatchSnapshot();
  });
});

describe("Right to Rent (Immigration Act 2014 s.22)", () => {
  it("checks before and after the start, too few checks, and follow-ups of time-limited permission", () => {
    const facts = home(
      {},
      {
        tenancies: [
          tenancy("t1", { adultOccupiers: 2, startDate: "2026-11-01" }),
          tenancy("t2", { startDate: "2026-11-01" }),
          tenancy("t3", { adultOccupiers: 3, startDate: "2026-12-10", status: "draft" }),
          tenancy("t4", { adultOccupiers: 2, startDate: "2026-11-10" }),
        ],
        rightToRent: [
          {
            id: "r1",
            tenancyId: "t1",
            occupierName: "Ann",
            checkedOn: "2026-10-20",
            permission: "time_limited",
            followUpDueOn: "2026-12-15",
          },
          {
            id: "r2",
            tenancyId: "t1",
            occupierName: "ann ",
            checkedOn: "2026-10-25",
            permission: "unlimited",
            followUpDueOn: null,
          },
          {
            id: "r3",
            tenancyId: "t1",
            occupierName: "Bo",
            checkedOn: "2026-10-30",
            permission: "time_limited",
            followUpDueOn: "2026-11-20",
          },
          {
            id: "r4",
            tenancyId: "t2",
            occupierName: "Cy",
            checkedOn: "2026-11-05",
            permission: "time_limited",
            followUpDueOn: null,
          },
          {
            id: "r5",
            tenancyId: "t3",
            occupierName: "Di",
            checkedOn: "2026-11-20",
            permission: "time_limited",
            followUpDueOn: "2028-01-01",
          },
        ],
      },
    );
    expect(lines(facts, TODAY, ["right_to_rent", "right_to_rent_follow_up"])).toMatchInlineSnapshot(`
      [
        "overdue right_to_rent:p1:t4 | due 2026-11-09 | tenancy t4 | Right to Rent checks (Tenant t4) | 0 of 2 adult occupiers checked: check everyone before the tenancy starts on 10 November 2026.",
        "overdue right_to_rent_follow_up:p1:r3:2026-11-20 | due 2026-11-20 | tenancy t1 | Right to Rent follow-up check (Bo) | Time-limited permission (checked 30 October 2026): check again by 20 November 2026.",
        "due_soon right_to_rent:p1:t3 | due 2026-12-09 | tenancy t3 | Right to Rent checks (Tenant t3) | 1 of 3 adult occupiers checked: check everyone before the tenancy starts on 10 December 2026.",
        "ok right_to_rent:p1:t1 | due 2026-11-01 | tenancy t1 | Right to Rent checks (Tenant t1) | 2 of 2 adult occupiers checked before the start.",
        "ok right_to_rent:p1:t2 | due 2026-11-01 | tenancy t2 | Right to Rent checks (Tenant t2) | 1 of 1 adult occupier checked, one or more after the start.",
        "ok right_to_rent_follow_up:p1:r5:2028-01-01 | due 2028-01-01 | tenancy t3 | Right to Rent follow-up check (Di) | Time-limited permission (checked 20 November 2026): check again by 1 January 2028.",
      ]
    `);
  });

  it("Wales: not applicable, with the reason", () => {
    expect(
      lines(home({ jurisdiction: "wales" }, { tenancies: [tenancy("t1")] }), TODAY, ["right_to_rent"]),
    ).toMatchInlineSnapshot(`
      [
        "not_applicable right_to_rent:p1:t1 | tenancy t1 | Right to Rent checks (Tenant t1) | Right to Rent checks apply to homes in England only (Immigration Act 2014 s.20, s.22).",
      ]
    `);
  });
});

describe("deposits, written terms and a tenancy's last day (tenancy-rules.ts)", () => {
  const tenancyKinds: Duty["kind"][] = ["deposit_protection", "written_terms", "tenancy_ending"];
  const deposit = (tenancyId: string, over: Partial<HomeFacts["deposits"][number]> = {}) => ({
    tenancyId,
    receivedOn: "2026-10-01",
    protectedOn: null,
    prescribedInfoOn: null,
    returned: false,
    ...over,
  });

  it("England: protected on time and late, due, overdue, returned, not received, dates out of order", () => {
    const facts = home(
      {},
      {
        tenancies: [
          tenancy("t1", { endDate: "2027-01-10" }),
          tenancy("t2", { startDate: "2026-11-10", statementGivenOn: "2026-11-12", endDate: "2027-03-01" }),
          tenancy("t3", { startDate: "2025-01-01", statementGivenOn: null }),
          tenancy("t4", {
            startDate: "2026-12-20",
            status: "draft",
            statementGivenOn: null,
            endDate: "2026-12-30",
          }),
          tenancy("t5", { startDate: "2026-12-20", status: "draft", statementGivenOn: null }),
          tenancy("t6", { startDate: "2026-12-27", status: "draft", statementGivenOn: null }),
        ],
        deposits: [
          deposit("t1", { protectedOn: "2026-10-10", prescribedInfoOn: "2026-11-05" }),
          deposit("t2", { receivedOn: "2026-11-10" }),
          deposit("t3", { returned: true }),
          deposit("t4", { receivedOn: null }),
          deposit("t5", { protectedOn: "2026-09-01", prescribedInfoOn: "2026-10-02" }),
          deposit("t6", { protectedOn: "2026-11-20" }),
        ],
      },
    );
    expect(lines(facts, TODAY, tenancyKinds)).toMatchInlineSnapshot(`
      [
        "overdue written_terms:p1:t3 | due 2026-05-31 | tenancy t3 | Renters' Rights Act information sheet (Tenant t3) | Due by 31 May 2026.",
        "overdue deposit_protection:p1:t6:pi | due 2026-10-30 | tenancy t6 | Prescribed information given (Tenant t6) | Deposit received 1 October 2026: due by 30 October 2026.",
        "overdue written_terms:p1:t2 | due 2026-11-10 | tenancy t2 | written statement of terms (Tenant t2) | Given on 12 November 2026 (after the deadline). | on 2026-11-12",
        "due_soon deposit_protection:p1:t2:scheme | due 2026-12-09 | tenancy t2 | Deposit protected (Tenant t2) | Deposit received 10 November 2026: due by 9 December 2026.",
        "due_soon deposit_protection:p1:t2:pi | due 2026-12-09 | tenancy t2 | Prescribed information given (Tenant t2) | Deposit received 10 November 2026: due by 9 December 2026.",
        "due_soon written_terms:p1:t4 | due 2026-12-20 | tenancy t4 | written statement of terms (Tenant t4) | Due by 20 December 2026.",
        "due_soon written_terms:p1:t5 | due 2026-12-20 | tenancy t5 | written statement of terms (Tenant t5) | Due by 20 December 2026.",
        "due_soon written_terms:p1:t6 | due 2026-12-27 | tenancy t6 | written statement of terms (Tenant t6) | Due by 27 December 2026.",
        "due_soon tenancy_ending:p1:t1:2027-01-10 | due 2027-01-10 | tenancy t1 | Tenancy ends (Tenant t1) | The tenancy ends on 10 January 2027: arrange the check-out and the deposit's return.",
        "ok written_terms:p1:t1 | due 2026-06-01 | tenancy t1 | written statement of terms (Tenant t1) | Given on 20 May 2026. | on 2026-05-20",
        "ok deposit_protection:p1:t1:scheme | due 2026-10-30 | tenancy t1 | Deposit protected (Tenant t1) | Done on 10 October 2026. | on 2026-10-10",
        "ok deposit_protection:p1:t1:pi | due 2026-10-30 | tenancy t1 | Prescribed information given (Tenant t1) | Done on 5 November 2026, 6 days late. | on 2026-11-05",
        "ok deposit_protection:p1:t5:pi | due 2026-10-30 | tenancy t5 | Prescribed information given (Tenant t5) | Done on 2 October 2026. | on 2026-10-02",
        "ok deposit_protection:p1:t6:scheme | due 2026-10-30 | tenancy t6 | Deposit protected (Tenant t6) | Done on 20 November 2026, 21 days late. | on 2026-11-20",
        "ok tenancy_ending:p1:t2:2027-03-01 | due 2027-03-01 | tenancy t2 | Tenancy ends (Tenant t2) | The tenancy ends on 1 March 2027: arrange the check-out and the deposit's return.",
      ]
    `);
  });

  it("Scotland counts 30 working days from the start; Wales gives the statement within 14 days", () => {
    const scotland = home(
      { jurisdiction: "scotland" },
      {
        tenancies: [tenancy("t1", { startDate: "2026-11-20", statementGivenOn: "2026-11-20" })],
        deposits: [deposit("t1", { receivedOn: "2026-11-15" })],
      },
    );
    expect(lines(scotland, TODAY, tenancyKinds)).toMatchInlineSnapshot(`
      [
        "due_soon deposit_protection:p1:t1:scheme | due 2027-01-08 | tenancy t1 | Deposit protected (Tenant t1) | Deposit received 15 November 2026: due by 8 January 2027.",
        "due_soon deposit_protection:p1:t1:pi | due 2027-01-08 | tenancy t1 | Prescribed information given (Tenant t1) | Deposit received 15 November 2026: due by 8 January 2027.",
        "ok written_terms:p1:t1 | due 2026-11-20 | tenancy t1 | written terms of the private residential tenancy (Tenant t1) | Given on 20 November 2026. | on 2026-11-20",
      ]
    `);
    const wales = home(
      { jurisdiction: "wales" },
      {
        tenancies: [
          tenancy("t1", { startDate: "2026-11-20", statementGivenOn: null, endDate: "2027-11-19" }),
        ],
      },
    );
    expect(lines(wales, TODAY, tenancyKinds)).toMatchInlineSnapshot(`
      [
        "due_soon written_terms:p1:t1 | due 2026-12-04 | tenancy t1 | written statement of the occupation contract (Tenant t1) | Due by 4 December 2026.",
        "ok tenancy_ending:p1:t1:2027-11-19 | due 2027-11-19 | tenancy t1 | Tenancy ends (Tenant t1) | The tenancy ends on 19 November 2027: arrange the check-out and the deposit's return.",
      ]
    `);
  });
});

describe("every duty cites its jurisdiction's rule", () => {
  it.each<Jurisdiction>(["england", "wales", "scotland"])("%s", (jurisdiction) => {
    const law = COMPLIANCE_LAW[jurisdiction];
    const facts = home(
      { jurisdiction, occupiers: 6, households: 3, storeys: 3 },
      {
        tenancies: [tenancy("t1")],
        documents: [
          doc("gas_safety", "g1", { issuedOn: "2026-06-01" }),
          doc("eicr", "e1", {
            issuedOn: "2026-06-01",
            outcome: "unsatisfactory",
            remedialDoneOn: "2026-06-20",
          }),
          doc("epc", "c1", { issuedOn: "2020-06-01" }),
        ],
      },
    );
    const source = (kind: Duty["kind"]) =>
      dutiesForHome(facts, TODAY).find((d) => d.kind === kind)?.rule.source;
    expect(source("gas_safety_check")).toBe(law.gas.source);
    expect(source("gas_record_served")).toBe(law.gas.source);
    expect(source("eicr")).toBe(law.electrical.source);
    expect(source("eicr_served")).toBe(law.electrical.source);
    expect(source("eicr_remedial")).toBe(law.electrical.source);
    expect(source("alarms_first_day")).toBe(law.alarms.source);
    expect(source("epc")).toBe(law.epc.source);
    expect(source("hmo_licence")).toBe(law.hmo.source);
    expect(source("right_to_rent")).toBe(law.rightToRent?.source ?? NO_RIGHT_TO_RENT);
  });
});
