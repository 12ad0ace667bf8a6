import type { DutyStatus } from "@shared/schemas/compliance";
import { describe, expect, it } from "vitest";
import { countsText, type GroupableDuty, groupDuties } from "./group-duties";

let n = 0;
function duty(propertyId: string, status: DutyStatus, over: Partial<GroupableDuty> = {}): GroupableDuty {
  n += 1;
  return {
    key: `d-${n}`,
    propertyId,
    title: "Gas safety check",
    status,
    dueOn: "2026-06-01",
    property: { addressLine1: `${propertyId} Road`, title: `House ${propertyId}`, city: "York" },
    ...over,
  };
}

describe("groupDuties", () => {
  it("groups by home with counts per status, keeping the duties' order within a group", () => {
    const a1 = duty("1", "overdue");
    const a2 = duty("1", "ok");
    const b1 = duty("2", "due_soon");
    const a3 = duty("1", "overdue");
    const groups = groupDuties([a1, b1, a2, a3], "home");
    expect(groups.map((g) => g.key)).toEqual(["1", "2"]);
    const [a] = groups;
    expect(a!.label).toBe("1 Road");
    expect(a!.detail).toBe("York");
    expect(a!.duties).toEqual([a1, a2, a3]);
    expect(a!.counts).toEqual({ overdue: 2, missing: 0, due_soon: 0, ok: 1, not_applicable: 0 });
    expect(a!.worst).toBe("overdue");
    expect(a!.needsAttention).toBe(true);
    expect(groups[1]!.needsAttention).toBe(false);
  });

  it("orders worst first: severity, then the most severe counts, then the earliest due date, then the label", () => {
    const duties = [
      duty("fine", "ok"),
      duty("soon", "due_soon"),
      duty("missing", "missing"),
      duty("one-overdue", "overdue"),
      duty("two-overdue", "overdue"),
      duty("two-overdue", "overdue"),
      duty("late-b", "overdue", { dueOn: "2026-02-01" }),
      duty("late-a", "overdue", { dueOn: "2026-02-01" }),
      duty("earlier", "overdue", { dueOn: "2026-01-01" }),
      duty("na", "not_applicable"),
      duty("undated", "missing", { dueOn: null }),
    ];
    // "one-overdue" is due on 1 June, after the February ones; "undated" has no date, so comes last of the missing.
    expect(groupDuties(duties, "home").map((g) => g.key)).toEqual([
      "two-overdue",
      "earlier",
      "late-a",
      "late-b",
      "one-overdue",
      "missing",
      "undated",
      "soon",
      "fine",
      "na",
    ]);
  });

  it("counts the overdue before the missing: one overdue outranks five missing", () => {
    const duties = [
      ...Array.from({ length: 5 }, () => duty("many-missing", "missing")),
      duty("one-overdue", "overdue"),
    ];
    expect(groupDuties(duties, "home").map((g) => g.key)).toEqual(["one-overdue", "many-missing"]);
  });

  it("groups by duty title across homes", () => {
    const duties = [
      duty("1", "ok", { title: "EPC" }),
      duty("2", "ok"),
      duty("1", "due_soon"),
      duty("3", "ok", { title: "EPC" }),
    ];
    const groups = groupDuties(duties, "duty");
    expect(groups.map((g) => [g.label, g.duties.length])).toEqual([
      ["Gas safety check", 2],
      ["EPC", 2],
    ]);
    expect(groups[0]!.detail).toBeNull();
  });

  it("falls back to the home's title, then to 'This home', for the label", () => {
    const untitled = duty("1", "ok", { property: { addressLine1: "", title: "The Lodge", city: "Hull" } });
    const none = duty("2", "ok", { property: undefined });
    expect(groupDuties([untitled, none], "home").map((g) => g.label)).toEqual(["The Lodge", "This home"]);
  });

  it("is empty for no duties", () => {
    expect(groupDuties([], "home")).toEqual([]);
  });
});

describe("countsText", () => {
  it("names each status the group has, most severe first", () => {
    expect(countsText({ overdue: 2, missing: 0, due_soon: 1, ok: 5, not_applicable: 0 })).toBe(
      "2 overdue · 1 due soon · 5 OK",
    );
    expect(countsText({ overdue: 0, missing: 1, due_soon: 0, ok: 0, not_applicable: 3 })).toBe(
      "1 missing · 3 not applicable",
    );
  });
});
