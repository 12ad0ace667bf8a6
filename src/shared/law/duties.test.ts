import { describe, expect, it } from "vitest";
import type { Duty } from "../schemas/compliance";
import {
  dutiesForHome,
  eicrDeadline,
  gasDeadline,
  type HomeFacts,
  rightToRentFollowUp,
  scoreOf,
} from "./duties";

/** A let English home with nothing recorded; each case overrides what it tests. */
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

const doc = (
  kind: "gas_safety" | "eicr" | "epc",
  issuedOn: string,
  extra: Partial<HomeFacts["documents"][number]> = {},
) => ({
  id: `${kind}-${issuedOn}`,
  kind,
  issuedOn,
  expiresOn: null,
  outcome: null,
  remedialDueOn: null,
  remedialDoneOn: null,
  remedialConfirmedOn: null,
  ...extra,
});

const tenancy = (over: Partial<HomeFacts["tenancies"][number]> = {}) => ({
  id: "t1",
  status: "active" as const,
  startDate: "2025-06-01",
  endDate: null,
  tenantName: "Tia Tenant",
  adultOccupiers: null,
  statementGivenOn: "2025-05-20",
  ...over,
});

const find = (duties: Duty[], kind: Duty["kind"]) => duties.find((d) => d.kind === kind);

describe("gas safety: the 12-month deadline and the 2-month early window", () => {
  it.each([
    { name: "one check: 12 months on", checks: ["2026-03-10"], deadline: "2027-03-10" },
    {
      name: "early by 6 weeks keeps the old anniversary",
      checks: ["2025-03-10", "2026-01-28"],
      deadline: "2027-03-10",
    },
    { name: "exactly 2 months early keeps it", checks: ["2025-03-10", "2026-01-10"], deadline: "2027-03-10" },
    {
      name: "more than 2 months early resets it",
      checks: ["2025-03-10", "2026-01-09"],
      deadline: "2027-01-09",
    },
    {
      name: "late check starts a new anniversary",
      checks: ["2024-03-10", "2025-04-02"],
      deadline: "2026-04-02",
    },
    { name: "order of filing does not matter", checks: ["2026-01-28", "2025-03-10"], deadline: "2027-03-10" },
    { name: "29 February rolls to the month's last day", checks: ["2024-02-29"], deadline: "2025-02-28" },
  ])("$name", ({ checks, deadline }) => {
    expect(gasDeadline(checks)).toBe(deadline);
  });

  it("a certificate filed with only its expiry (before issue 16) still counts", () => {
    const d = dutiesForHome(
      home(
        {},
        { documents: [{ ...doc("gas_safety", "2026-01-01"), issuedOn: null, expiresOn: "2026-12-20" }] },
      ),
      "2026-11-25",
    );
    expect(find(d, "gas_safety_check")).toMatchObject({ dueOn: "2026-12-20", status: "due_soon" });
    expect(find(d, "gas_safety_check")!.detail).toMatch(/date not recorded/);
  });

  it("a home marked as having no gas supply is not flagged", () => {
    const duties = dutiesForHome(home({ gasSupply: false }, { tenancies: [tenancy()] }), "2026-11-25");
    const gas = find(duties, "gas_safety_check")!;
    expect(gas.status).toBe("not_applicable");
    expect(gas.detail).toMatch(/no gas/i);
    expect(find(duties, "gas_record_served")).toBeUndefined();
  });

  it("a home with gas and no record is missing; with an old record, overdue", () => {
    expect(find(dutiesForHome(home(), "2026-11-25"), "gas_safety_check")!.status).toBe("missing");
    const old = dutiesForHome(home({}, { documents: [doc("gas_safety", "2025-10-01")] }), "2026-11-25");
    expect(find(old, "gas_safety_check")).toMatchObject({ status: "overdue", dueOn: "2026-10-01" });
  });

  it.each([
    { today: "2026-11-25", checked: "2026-11-01", status: "ok" },
    { today: "2027-10-15", checked: "2026-11-01", status: "due_soon" },
    { today: "2027-11-02", checked: "2026-11-01", status: "overdue" },
  ])("status on $today after a check on $checked: $status", ({ today, checked, status }) => {
    const d = find(
      dutiesForHome(home({}, { documents: [doc("gas_safety", checked)] }), today),
      "gas_safety_check",
    );
    expect(d!.status).toBe(status);
  });

  it("the record goes to an existing tenant within 28 days, and to a new one before they move in", () => {
    const facts = home(
      {},
      {
        documents: [doc("gas_safety", "2026-11-01")],
        tenancies: [
          tenancy(),
          tenancy({ id: "t2", status: "draft", startDate: "2026-12-15", tenantName: "Nell New" }),
        ],
      },
    );
    const served = dutiesForHome(facts, "2026-11-25").filter((d) => d.kind === "gas_record_served");
    expect(served.find((d) => d.tenancyId === "t1")).toMatchObject({
      dueOn: "2026-11-29",
      status: "due_soon",
    });
    expect(served.find((d) => d.tenancyId === "t2")).toMatchObject({
      dueOn: "2026-12-14",
      status: "due_soon",
    });
    const after = dutiesForHome(
      {
        ...facts,
        served: [
          {
            recordId: "s1",
            documentId: "gas_safety-2026-11-01",
            tenancyId: "t1",
            tenantName: "Tia",
            servedOn: "2026-11-03",
            method: "keyhold_email",
            acknowledgedAt: null,
          },
        ],
      },
      "2026-12-01",
    ).filter((d) => d.kind === "gas_record_served");
    expect(after.find((d) => d.tenancyId === "t1")).toMatchObject({
      status: "ok",
      evidence: { date: "2026-11-03" },
    });
  });
});

describe("electrical safety: the report's own next date", () => {
  it.each([
    { name: "no date on the report: 5 years", inspected: "2024-05-01", next: null, deadline: "2029-05-01" },
    {
      name: "the report asks for 3 years",
      inspected: "2024-05-01",
      next: "2027-05-01",
      deadline: "2027-05-01",
    },
    {
      name: "a later date than 5 years is capped",
      inspected: "2024-05-01",
      next: "2030-01-01",
      deadline: "2029-05-01",
    },
  ])("$name", ({ inspected, next, deadline }) => {
    expect(eicrDeadline(inspected, next)).toBe(deadline);
    const d = find(
      dutiesForHome(home({}, { documents: [doc("eicr", inspected, { expiresOn: next })] }), "2026-11-25"),
      "eicr",
    );
    expect(d!.dueOn).toBe(deadline);
  });

  it("an unsatisfactory report starts 28 days of remedial work, then confirmation within 28 days", () => {
    const open = dutiesForHome(
      home({}, { documents: [doc("eicr", "2026-11-01", { outcome: "unsatisfactory" })] }),
      "2026-12-05",
    );
    expect(find(open, "eicr_remedial")).toMatchObject({ dueOn: "2026-11-29", status: "overdue" });
    const shorter = dutiesForHome(
      home(
        {},
        {
          documents: [doc("eicr", "2026-11-01", { outcome: "unsatisfactory", remedialDueOn: "2026-11-15" })],
        },
      ),
      "2026-11-10",
    );
    expect(find(shorter, "eicr_remedial")).toMatchObject({ dueOn: "2026-11-15", status: "due_soon" });
    const done = dutiesForHome(
      home(
        {},
        {
          documents: [doc("eicr", "2026-11-01", { outcome: "unsatisfactory", remedialDoneOn: "2026-11-20" })],
        },
      ),
      "2026-12-01",
    );
    expect(find(done, "eicr_remedial")!.status).toBe("ok");
    expect(find(done, "eicr_remedial_confirmed")).toMatchObject({ dueOn: "2026-12-18", status: "due_soon" });
  });
});

describe("alarms", () => {
  it("checked on the first day (England); missing check after the start is overdue", () => {
    const facts = home({}, { tenancies: [tenancy({ startDate: "2026-11-01" })] });
    expect(find(dutiesForHome(facts, "2026-11-25"), "alarms_first_day")!.status).toBe("overdue");
    const ok = dutiesForHome(
      {
        ...facts,
        alarmChecks: [{ tenancyId: "t1", checkedOn: "2026-11-01", smokeAlarmsOk: true, coAlarmsOk: true }],
      },
      "2026-11-25",
    );
    expect(find(ok, "alarms_first_day")!.status).toBe("ok");
    const noCo = dutiesForHome(
      {
        ...facts,
        alarmChecks: [{ tenancyId: "t1", checkedOn: "2026-11-01", smokeAlarmsOk: true, coAlarmsOk: null }],
      },
      "2026-11-25",
    );
    expect(find(noCo, "alarms_first_day")!.status).toBe("overdue");
  });

  it("a reported fault starts the repair clock", () => {
    const d = dutiesForHome(
      home({}, { alarmReports: [{ ticketId: "k1", reference: "#1042", reportedOn: "2026-11-20" }] }),
      "2026-11-25",
    );
    expect(find(d, "alarm_repair")).toMatchObject({ status: "overdue", subject: "#1042" });
  });

  it("Wales has no first-day check rule", () => {
    const d = dutiesForHome(home({ jurisdiction: "wales" }, { tenancies: [tenancy()] }), "2026-11-25");
    expect(find(d, "alarms_first_day")!.status).toBe("not_applicable");
  });
});

describe("EPC", () => {
  it("valid 10 years; below E is refused to let; the gap to C is information", () => {
    const d = dutiesForHome(
      home({ epcRating: "F" }, { documents: [doc("epc", "2017-01-10")] }),
      "2026-11-25",
    );
    expect(find(d, "epc")).toMatchObject({ dueOn: "2027-01-10", status: "ok" });
    expect(find(d, "epc_minimum")!.status).toBe("overdue");
    const dRated = dutiesForHome(
      home({ epcRating: "D" }, { documents: [doc("epc", "2020-01-10")] }),
      "2026-11-25",
    );
    expect(find(dRated, "epc_minimum")).toMatchObject({ status: "ok" });
    expect(find(dRated, "epc_minimum")!.detail).toMatch(/1 band below the planned C by 2030/);
  });

  it("Scotland has no minimum rating duty", () => {
    const d = dutiesForHome(home({ jurisdiction: "scotland", epcRating: "G" }), "2026-11-25");
    expect(find(d, "epc_minimum")).toBeUndefined();
  });
});

describe("licensing", () => {
  it.each([
    { j: "england" as const, occupiers: 5, households: 2, storeys: 2, needed: true },
    { j: "england" as const, occupiers: 4, households: 4, storeys: 3, needed: false },
    { j: "wales" as const, occupiers: 6, households: 3, storeys: 2, needed: false },
    { j: "wales" as const, occupiers: 6, households: 3, storeys: 3, needed: true },
    { j: "scotland" as const, occupiers: 3, households: 3, storeys: 1, needed: true },
  ])(
    "$j, $occupiers people, $households households, $storeys storeys: licence needed $needed",
    ({ j, occupiers, households, storeys, needed }) => {
      const d = find(
        dutiesForHome(home({ jurisdiction: j, occupiers, households, storeys }), "2026-11-25"),
        "hmo_licence",
      )!;
      expect(d.status === "not_applicable").toBe(!needed);
      if (needed) expect(d.status).toBe("missing");
    },
  );

  it("an HMO licence's expiry is its due date", () => {
    const facts = home(
      { occupiers: 6, households: 4 },
      {
        licences: [
          {
            id: "l1",
            kind: "mandatory_hmo",
            label: "HMO licence",
            reference: "HMO/2022/118",
            expiresOn: "2026-12-10",
          },
        ],
      },
    );
    expect(find(dutiesForHome(facts, "2026-11-25"), "hmo_licence")).toMatchObject({
      dueOn: "2026-12-10",
      status: "due_soon",
      subject: "HMO/2022/118",
    });
    expect(find(dutiesForHome(facts, "2026-12-11"), "hmo_licence")!.status).toBe("overdue");
  });
});

describe("Right to Rent", () => {
  it.each([
    {
      name: "permission ends after a year: its expiry",
      checked: "2026-01-15",
      expires: "2027-06-30",
      followUp: "2027-06-30",
    },
    {
      name: "permission ends within a year: 12 months after the check",
      checked: "2026-01-15",
      expires: "2026-04-01",
      followUp: "2027-01-15",
    },
  ])("follow-up: $name", ({ checked, expires, followUp }) => {
    expect(rightToRentFollowUp(checked, expires)).toBe(followUp);
  });

  it("every adult occupier before the start; a time-limited follow-up is a duty of its own", () => {
    const facts = home(
      {},
      { tenancies: [tenancy({ startDate: "2026-12-01", status: "draft", adultOccupiers: 2 })] },
    );
    const d = find(dutiesForHome(facts, "2026-11-25"), "right_to_rent")!;
    expect(d).toMatchObject({ status: "due_soon", dueOn: "2026-11-30" });
    expect(d.detail).toMatch(/0 of 2/);
    const checked = dutiesForHome(
      {
        ...facts,
        rightToRent: [
          {
            id: "r1",
            tenancyId: "t1",
            occupierName: "Tia Tenant",
            checkedOn: "2026-11-20",
            permission: "unlimited",
            followUpDueOn: null,
          },
          {
            id: "r2",
            tenancyId: "t1",
            occupierName: "Sam Other",
            checkedOn: "2026-11-20",
            permission: "time_limited",
            followUpDueOn: "2027-11-20",
          },
        ],
      },
      "2026-11-25",
    );
    expect(find(checked, "right_to_rent")!.status).toBe("ok");
    expect(find(checked, "right_to_rent_follow_up")).toMatchObject({
      dueOn: "2027-11-20",
      status: "ok",
      subject: "Sam Other",
    });
  });

  it("applies in England only", () => {
    const d = find(
      dutiesForHome(home({ jurisdiction: "scotland" }, { tenancies: [tenancy()] }), "2026-11-25"),
      "right_to_rent",
    )!;
    expect(d.status).toBe("not_applicable");
  });
});

describe("the clock plugs in the tenancy deadlines", () => {
  it("an unprotected deposit past 30 days is overdue; a notice's last day is on the clock", () => {
    const facts = home(
      {},
      {
        tenancies: [tenancy({ endDate: "2026-12-31" })],
        deposits: [
          {
            tenancyId: "t1",
            receivedOn: "2026-10-01",
            protectedOn: null,
            prescribedInfoOn: null,
            returned: false,
          },
        ],
      },
    );
    const d = dutiesForHome(facts, "2026-11-25");
    expect(d.filter((x) => x.kind === "deposit_protection").map((x) => x.status)).toEqual([
      "overdue",
      "overdue",
    ]);
    expect(find(d, "deposit_protection")!.dueOn).toBe("2026-10-30");
    expect(find(d, "tenancy_ending")).toMatchObject({ dueOn: "2026-12-31", status: "due_soon" });
  });

  it("a home neither let nor marketed owes nothing", () => {
    const d = dutiesForHome(home({ letOrMarketed: false }), "2026-11-25");
    expect(d.filter((x) => x.status !== "not_applicable")).toEqual([]);
  });

  it("scores the share of applicable duties neither overdue nor missing, worst first", () => {
    const d = dutiesForHome(home({}, { documents: [doc("gas_safety", "2026-11-01")] }), "2026-11-25");
    expect(d[0]!.status).toMatch(/overdue|missing/);
    const s = scoreOf(d);
    expect(s.score).toBe(Math.round(((s.ok + s.dueSoon) * 100) / (s.ok + s.dueSoon + s.overdue + s.missing)));
    expect(scoreOf([]).score).toBeNull();
  });
});
