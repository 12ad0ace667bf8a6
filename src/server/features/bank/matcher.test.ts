import { addDays, daysBetween } from "@shared/ledger";
import { PROPOSAL_THRESHOLD } from "@shared/schemas/bank";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DATE_WINDOW_DAYS,
  distance,
  type ExpenseCandidate,
  type LineInput,
  MARGIN,
  proposeExpense,
  proposeFor,
  proposeTenancy,
  supplierOf,
  type TenancyCandidate,
  TenancyIndex,
} from "./matcher";

/*
 * The matcher is pure: these tests build candidates and lines in memory. Each rule in matcher.ts's
 * header has an example; the properties check what must hold for every line.
 */

const PAID_ON = "2026-03-02";

const tenancy = (over: Partial<TenancyCandidate> = {}): TenancyCandidate => ({
  id: "t-cooper",
  reference: "KH4F7Q2A",
  tenantName: "Alice Cooper",
  label: "Flat 1, 12 Mill Lane",
  addressLine1: "12 Mill Lane",
  postcode: "LS6 2AB",
  rentMinor: 95_000,
  charges: [{ dueDate: "2026-03-01", amountMinor: 95_000 }],
  ...over,
});

const line = (over: Partial<LineInput> = {}): LineInput => ({
  bookedOn: PAID_ON,
  amountMinor: 95_000,
  description: "FASTER PAYMENT",
  reference: null,
  counterparty: null,
  ...over,
});

const expense = (over: Partial<ExpenseCandidate> = {}): ExpenseCandidate => ({
  id: "e-locks",
  paidOn: PAID_ON,
  amountMinor: 12_500,
  supplier: "Leeds Locksmiths Ltd",
  label: "Locksmith, 12 Mill Lane",
  ...over,
});

const propose = (l: LineInput, ...candidates: TenancyCandidate[]) =>
  proposeTenancy(l, new TenancyIndex(candidates));

describe("distance: optimal string alignment", () => {
  it.each([
    ["COOPER", "COOPER", 0],
    ["COOPER", "COPER", 1],
    ["COOPER", "COOPRE", 1],
    ["COOPER", "KOOPRE", 2],
    ["COOPER", "CO", 3],
    ["KH4F7Q2A", "KH4F7Q2B", 1],
  ])("%s to %s: %i", (a, b, d) => {
    expect(distance(a, b)).toBe(d);
  });

  it("stops at the limit: anything further answers limit + 1", () => {
    expect(distance("ABCDEF", "UVWXYZ", 1)).toBe(2);
    expect(distance("SMITH", "SMITHSONIAN", 2)).toBe(3);
  });
});

describe("money in: the tenancy the line names", () => {
  it("an exact reference and the rent due that week: proposed with every reason", () => {
    const p = propose(line({ reference: "KH4F7Q2A", counterparty: "ALICE COOPER" }), tenancy());
    expect(p).toEqual({
      kind: "tenancy",
      score: 100,
      reasons: [
        "Reference KH4F7Q2A",
        "Tenant's surname COOPER",
        "First name ALICE",
        "No other tenant has this surname",
        "Amount equals the rent due on 2026-03-01",
      ],
      tenancyId: "t-cooper",
      expenseId: null,
      supplier: null,
      label: "Flat 1, 12 Mill Lane",
    });
  });

  it("a reference one character off, or two characters swapped, still names it", () => {
    const t = tenancy({ tenantName: null });
    // The quoted text is the shortest run from "KH" within one edit of the reference.
    for (const [ref, quoted] of [
      ["KH4F7Q2B", "KH4F7Q2"],
      ["KH4F72QA", "KH4F72QA"],
      ["KH4F7Q2", "KH4F7Q2"],
    ]) {
      const p = propose(line({ reference: ref }), t);
      expect(p?.tenancyId).toBe("t-cooper");
      expect(p?.reasons[0]).toBe(`Reference close to KH4F7Q2A (${quoted})`);
      expect(p?.score).toBe(45 + 40);
    }
    expect(propose(line({ reference: "KH4F7QXX" }), t)).toBeNull();
  });

  it("the surname, a first name or initial, and a surname no other tenant has", () => {
    const t = tenancy({ reference: "KH999999" });
    expect(propose(line({ counterparty: "A COOPER" }), t)?.reasons).toEqual([
      "Tenant's surname COOPER",
      "Initial A",
      "No other tenant has this surname",
      "Amount equals the rent due on 2026-03-01",
    ]);
    expect(propose(line({ counterparty: "MRS COOPER" }), t)?.score).toBe(25 + 10 + 40);
  });

  it("a surname of five letters or more is found one edit away; shorter ones only exactly", () => {
    expect(propose(line({ counterparty: "ALICE COOPR" }), tenancy())?.tenancyId).toBe("t-cooper");
    const lee = tenancy({ tenantName: "Sam Lee", reference: "KH999999" });
    expect(propose(line({ counterparty: "S LEE" }), lee)?.tenancyId).toBe("t-cooper");
    expect(propose(line({ counterparty: "S LEA" }), lee)).toBeNull();
  });

  it("a surname under three letters names no one", () => {
    const t = tenancy({ tenantName: "Jo Ng", reference: "KH999999", postcode: "X", addressLine1: "Flat" });
    expect(propose(line({ counterparty: "JO NG" }), t)).toBeNull();
  });

  it("the postcode names it; the postcode area counts only once something else has", () => {
    const t = tenancy({ tenantName: null, reference: "KH999999", addressLine1: "Flat" });
    const byPostcode = propose(line({ description: "RENT LS6 2AB" }), t);
    expect(byPostcode?.reasons).toEqual(["Postcode LS6 2AB", "Amount equals the rent due on 2026-03-01"]);
    expect(byPostcode?.score).toBe(70);
    expect(propose(line({ description: "RENT LS6" }), t)).toBeNull();
    const named = tenancy({ reference: "KH999999", addressLine1: "Flat" });
    expect(propose(line({ description: "COOPER LS6" }), named)?.reasons).toContain("Postcode area LS6");
  });

  it("the house number and street name it", () => {
    const t = tenancy({ tenantName: null, reference: "KH999999", postcode: "X" });
    const p = propose(line({ description: "RENT 12 MILL LANE" }), t);
    expect(p?.reasons).toEqual(["Address 12 MILL", "Amount equals the rent due on 2026-03-01"]);
  });

  it("an amount and a date alone never propose", () => {
    expect(propose(line({ description: "STANDING ORDER" }), tenancy())).toBeNull();
  });

  it("the amount: the rent due within the window, the rent, part of it, or far more than it", () => {
    const t = tenancy();
    const reasons = (over: Partial<LineInput>) =>
      propose(line({ reference: "KH4F7Q2A", counterparty: "ALICE COOPER", ...over }), t)?.reasons.slice(4) ??
      null;
    expect(reasons({ amountMinor: 50_000 })).toEqual(["Rent was due on 2026-03-01", "Part of the rent"]);
    expect(reasons({ amountMinor: 120_000 })).toEqual(["Rent was due on 2026-03-01"]);
    expect(reasons({ amountMinor: 400_000 })).toEqual([
      "Rent was due on 2026-03-01",
      "Far more than the rent",
    ]);
    const outside = addDays("2026-03-01", DATE_WINDOW_DAYS + 1);
    expect(reasons({ bookedOn: outside })).toEqual(["Amount equals the rent"]);
    expect(reasons({ bookedOn: addDays("2026-03-01", DATE_WINDOW_DAYS) })).toEqual([
      "Amount equals the rent due on 2026-03-01",
    ]);
  });

  it("below the threshold: named, but not enough to propose", () => {
    const t = tenancy({ reference: "KH999999", charges: [] });
    // Surname, first name and unique surname: 25 + 15 + 10, and the rent: 15 = 65.
    expect(propose(line({ counterparty: "ALICE COOPER" }), t)).toBeNull();
    expect(65).toBeLessThan(PROPOSAL_THRESHOLD);
  });

  it("two tenants called Cooper paying the same rent the same day: no proposal unless told apart", () => {
    const other = tenancy({
      id: "t-cooper-2",
      reference: "KH888888",
      tenantName: "Bob Cooper",
      postcode: "LS7 9ZZ",
      addressLine1: "3 Oak Road",
    });
    const first = tenancy({ reference: "KH999999" });
    expect(propose(line({ counterparty: "COOPER" }), first, other)).toBeNull();
    // The first name alone is 15 points apart: under the margin.
    expect(propose(line({ counterparty: "ALICE COOPER" }), first, other)).toBeNull();
    expect(15).toBeLessThan(MARGIN);
    // The postcode tells them apart.
    expect(propose(line({ counterparty: "COOPER", description: "LS6 2AB" }), first, other)?.tenancyId).toBe(
      "t-cooper",
    );
  });

  it("money out, nothing in, or no tenancies: no tenancy proposal", () => {
    expect(propose(line({ amountMinor: 0, reference: "KH4F7Q2A" }), tenancy())).toBeNull();
    expect(propose(line({ amountMinor: -95_000, reference: "KH4F7Q2A" }), tenancy())).toBeNull();
    expect(propose(line({ reference: "KH4F7Q2A" }))).toBeNull();
  });
});

describe("money out: a recorded expense, else a new one", () => {
  const out = (over: Partial<LineInput> = {}) =>
    line({ amountMinor: -12_500, description: "CARD PAYMENT", counterparty: "LEEDS LOCKSMITHS", ...over });

  it("the same amount, within the window, from a supplier the line names", () => {
    expect(proposeExpense(out(), [expense()])).toEqual({
      kind: "expense",
      score: 100,
      reasons: ["Same amount", "Same day", "Supplier Leeds Locksmiths Ltd"],
      tenancyId: null,
      expenseId: "e-locks",
      supplier: null,
      label: "Locksmith, 12 Mill Lane",
    });
    const later = proposeExpense(out({ bookedOn: addDays(PAID_ON, 1) }), [expense()]);
    expect(later).toMatchObject({ score: 95, reasons: ["Same amount", "1 day apart", expect.any(String)] });
    expect(
      proposeExpense(out({ bookedOn: addDays(PAID_ON, -DATE_WINDOW_DAYS) }), [expense()])?.reasons[1],
    ).toBe("7 days apart");
  });

  it.each([
    ["another amount", out({ amountMinor: -12_600 })],
    ["outside the window", out({ bookedOn: addDays(PAID_ON, DATE_WINDOW_DAYS + 1) })],
    ["a supplier the line does not name", out({ counterparty: "ACME", description: "CARD PAYMENT" })],
  ])("%s: a new expense to record, not a match", (_, l) => {
    const p = proposeExpense(l, [expense()]);
    expect(p).toMatchObject({
      kind: "new_expense",
      score: 0,
      reasons: ["No recorded expense has this amount and date"],
      tenancyId: null,
      expenseId: null,
    });
    expect(p?.label).toBe(`New expense: ${p?.supplier}`);
  });

  it("several recorded expenses fit: none is picked", () => {
    const p = proposeExpense(out(), [expense(), expense({ id: "e-locks-2", paidOn: addDays(PAID_ON, 2) })]);
    expect(p).toMatchObject({ kind: "new_expense", reasons: ["Several recorded expenses fit: pick one"] });
  });

  it("money in or nothing: no expense proposal", () => {
    expect(proposeExpense(out({ amountMinor: 0 }), [expense()])).toBeNull();
    expect(proposeExpense(out({ amountMinor: 12_500 }), [expense()])).toBeNull();
  });

  it("the supplier: the counterparty, else the description's first four words, else unknown", () => {
    expect(supplierOf(out({ counterparty: "  Leeds   Locksmiths " }))).toBe("Leeds Locksmiths");
    expect(supplierOf(out({ counterparty: null, description: "CARD PAYMENT TO B AND Q LEEDS" }))).toBe(
      "CARD PAYMENT TO B",
    );
    expect(supplierOf(out({ counterparty: "", description: "" }))).toBe("Unknown supplier");
    expect(supplierOf(out({ counterparty: "X".repeat(300) }))).toHaveLength(200);
  });
});

describe("proposeFor", () => {
  it("money in goes to the tenancies, money out to the expenses", () => {
    const index = new TenancyIndex([tenancy()]);
    expect(proposeFor(line({ reference: "KH4F7Q2A" }), index, [expense()])?.kind).toBe("tenancy");
    expect(
      proposeFor(line({ amountMinor: -12_500, counterparty: "LEEDS LOCKSMITHS" }), index, [expense()])?.kind,
    ).toBe("expense");
    expect(proposeFor(line({ amountMinor: 0 }), index, [expense()])).toBeNull();
  });
});

// ---- Properties ----

const HEX = "0123456789ABCDEF".split("");
const hexRef = fc
  .array(fc.constantFrom(...HEX), { minLength: 6, maxLength: 6 })
  .map((cs) => `KH${cs.join("")}`);
const SURNAMES = ["Cooper", "Patel", "Nowak", "Okafor", "Smith", "Jones", "Lee", "Ng", "Evans", "Smyth"];
const FIRST = ["Alice", "Bob", "Chidi", "Dana", "Ewa", null];
const STREETS = ["Mill Lane", "Oak Road", "High Street", "Station Road"];
const POSTCODES = ["LS6 2AB", "LS6 3CD", "M1 1AA", "CF10 1EP", "EH1 1YZ"];
/** Words a bank adds to a line; none names a tenant, street or postcode above. */
const NOISE = ["FASTER", "PAYMENT", "FPS", "RENT", "FROM", "BGC", "TRANSFER", "REF", "MARCH", "CREDIT"];

const day = fc.integer({ min: -20, max: 20 }).map((n) => addDays(PAID_ON, n));
const rent = fc.integer({ min: 30_000, max: 200_000 });

const candidate = (id: string) =>
  fc
    .record({
      reference: hexRef,
      first: fc.constantFrom(...FIRST),
      surname: fc.constantFrom(...SURNAMES),
      number: fc.integer({ min: 1, max: 40 }),
      street: fc.constantFrom(...STREETS),
      postcode: fc.constantFrom(...POSTCODES),
      rentMinor: rent,
      charges: fc.array(fc.record({ dueDate: day, amountMinor: rent }), { maxLength: 3 }),
    })
    .map(
      (c): TenancyCandidate => ({
        id,
        reference: c.reference,
        tenantName: c.first ? `${c.first} ${c.surname}` : c.surname,
        label: `${c.number} ${c.street}`,
        addressLine1: `${c.number} ${c.street}`,
        postcode: c.postcode,
        rentMinor: c.rentMinor,
        charges: c.charges,
      }),
    );

const candidates = fc
  .integer({ min: 0, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => candidate(`t${i}`))));

/** A line that may quote (or nearly quote) what candidates are known by, among bank noise. */
const lineFor = (ts: TenancyCandidate[]) =>
  fc
    .record({
      bookedOn: day,
      amountMinor: fc.oneof(
        fc.integer({ min: -200_000, max: 400_000 }),
        fc.constantFrom(0, ...ts.flatMap((t) => [t.rentMinor, ...t.charges.map((c) => c.amountMinor)])),
      ),
      words: fc.array(
        fc.oneof(
          fc.constantFrom(...NOISE),
          ...(ts.length
            ? [
                fc.constantFrom(
                  ...ts.flatMap((t) => [t.reference, t.tenantName!, t.postcode, t.addressLine1]),
                ),
              ]
            : []),
          fc.constantFrom(...SURNAMES, ...POSTCODES),
        ),
        { maxLength: 5 },
      ),
      reference: fc.option(ts.length ? fc.constantFrom(...ts.map((t) => t.reference)) : hexRef, {
        nil: null,
      }),
      counterparty: fc.option(fc.constantFrom(...SURNAMES.map((s) => `MR ${s}`)), { nil: null }),
    })
    .map(
      (l): LineInput => ({
        bookedOn: l.bookedOn,
        amountMinor: l.amountMinor,
        description: l.words.join(" "),
        reference: l.reference,
        counterparty: l.counterparty,
      }),
    );

const shuffled = <T>(xs: readonly T[]) =>
  fc.shuffledSubarray([...xs], { minLength: xs.length, maxLength: xs.length });

describe("properties", () => {
  it("a line names at most one tenancy, one that is a candidate, and not one that ties with another", () => {
    fc.assert(
      fc.property(
        candidates.chain((ts) => fc.tuple(fc.constant(ts), lineFor(ts), shuffled(ts))),
        ([ts, l, reordered]) => {
          const p = proposeTenancy(l, new TenancyIndex(ts));
          if (p) {
            expect(p.kind).toBe("tenancy");
            expect(p.expenseId).toBeNull();
            expect(ts.map((t) => t.id)).toContain(p.tenancyId);
            expect(p.score).toBeGreaterThanOrEqual(PROPOSAL_THRESHOLD);
            expect(p.score).toBeLessThanOrEqual(100);
          }
          // The order the candidates come in never changes the answer: no tie is broken by position.
          expect(proposeTenancy(l, new TenancyIndex(reordered))).toEqual(p);
          // A twin (the same tenancy under another id) is never told apart: neither is proposed.
          const named = ts.find((t) => t.id === p?.tenancyId);
          if (named) {
            expect(proposeTenancy(l, new TenancyIndex([...ts, { ...named, id: "twin" }]))).toBeNull();
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("a line pays at most one recorded expense; where several fit, none is picked", () => {
    const exp = fc.record({
      id: fc.uuid(),
      paidOn: day,
      amountMinor: fc.constantFrom(5_000, 12_500, 30_000),
      supplier: fc.constantFrom("Leeds Locksmiths Ltd", "Mill Lane Plumbing", "B and Q", "Acme Gas Safe"),
      label: fc.constant("Expense"),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(exp, { selector: (e) => e.id, maxLength: 5 }),
        day,
        fc.constantFrom(-5_000, -12_500, -30_000, -1),
        fc.constantFrom("LEEDS LOCKSMITHS", "MILL LANE PLUMBING", "ACME", "CARD PAYMENT"),
        (expenses, bookedOn, amountMinor, counterparty) => {
          const l = line({ bookedOn, amountMinor, counterparty, description: "CARD PAYMENT" });
          const p = proposeExpense(l, expenses)!;
          const words = new Set(counterparty.split(" "));
          const fits = expenses.filter(
            (e) =>
              e.amountMinor === -amountMinor &&
              Math.abs(daysBetween(e.paidOn, bookedOn)) <= DATE_WINDOW_DAYS &&
              e.supplier
                .toUpperCase()
                .split(" ")
                .some((w) => w.length >= 3 && words.has(w)),
          );
          expect(p.tenancyId).toBeNull();
          if (fits.length === 1) {
            expect(p).toMatchObject({ kind: "expense", expenseId: fits[0]!.id });
          } else {
            expect(p).toMatchObject({
              kind: "new_expense",
              expenseId: null,
              reasons: [fits.length ? "Several recorded expenses fit: pick one" : expect.any(String)],
            });
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("an exact reference beats an amount: a tenancy named only by the amount is never proposed", () => {
    fc.assert(
      fc.property(
        candidate("named"),
        candidate("amount-only"),
        day,
        fc.array(fc.constantFrom(...NOISE), { maxLength: 4 }),
        (named, other, bookedOn, noise) => {
          // The amount-only tenancy: its rent is due that very day at exactly the line's amount, and
          // the line says nothing of it (another reference, surname, postcode and street).
          const amountMinor = Math.min(named.rentMinor * 3, other.rentMinor);
          const amountOnly: TenancyCandidate = {
            ...other,
            reference: "KHZZZZZZ",
            tenantName: "Quentin Xu-Vasquez",
            addressLine1: "99 Nowhere Close",
            postcode: "ZZ99 9ZZ",
            rentMinor: amountMinor,
            charges: [{ dueDate: bookedOn, amountMinor }],
          };
          // The referenced tenancy's rent was due that week, at another amount.
          const referenced: TenancyCandidate = {
            ...named,
            charges: [{ dueDate: addDays(bookedOn, -3), amountMinor: amountMinor + 1 }],
          };
          const l = line({
            bookedOn,
            amountMinor,
            reference: referenced.reference,
            description: noise.join(" "),
          });
          for (const order of [
            [referenced, amountOnly],
            [amountOnly, referenced],
          ]) {
            expect(proposeTenancy(l, new TenancyIndex(order))?.tenancyId).toBe("named");
          }
          // Without the reference, the amount alone proposes nothing.
          const bare = line({ bookedOn, amountMinor, description: noise.join(" ") });
          expect(proposeTenancy(bare, new TenancyIndex([amountOnly]))).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
