import { screen } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { describe, expect, it } from "vitest";
import { tenancy } from "./tenancies.factories";
import { WrittenTermsAttention } from "./WrittenTermsAttention";

const terms = (over: Partial<ReturnType<typeof tenancy>["law"]["writtenTerms"]>) => ({
  ...tenancy().law.writtenTerms,
  ...over,
});

describe("written terms on the home attention list", () => {
  it("lists tenancies whose written terms are overdue or due soon, not those given or ended", async () => {
    stubApi({
      "GET /api/tenancies": () => ({
        items: [
          tenancy({
            id: "t-late",
            property: { ...tenancy().property, title: "Late flat" },
            law: {
              ...tenancy().law,
              writtenTerms: terms({ givenOn: null, method: null, met: false, overdue: true }),
            },
          }),
          tenancy({ id: "t-given", property: { ...tenancy().property, title: "Given flat" } }),
          tenancy({
            id: "t-ended",
            status: "ended",
            property: { ...tenancy().property, title: "Ended flat" },
            law: {
              ...tenancy().law,
              writtenTerms: terms({ givenOn: null, method: null, met: false, overdue: true }),
            },
          }),
        ],
      }),
    });
    renderPage(asUser(signedInUser("landlord"), <WrittenTermsAttention />), { path: "/landlord" });
    expect(await screen.findByRole("link", { name: "Late flat" })).toBeTruthy();
    expect(screen.getByText("Overdue")).toBeTruthy();
    expect(screen.queryByText("Given flat")).toBeNull();
    expect(screen.queryByText("Ended flat")).toBeNull();
  });
});
