import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, fieldError, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import { managedProperty } from "./editor.factories";
import PropertyEditorPage from "./PropertyEditorPage";

function openNew() {
  return renderPage(asUser(signedInUser("landlord"), <PropertyEditorPage />), {
    path: "/landlord/properties/new",
    route: "/landlord/properties/new",
  });
}

function openExisting(id: string) {
  return renderPage(asUser(signedInUser("landlord"), <PropertyEditorPage />), {
    path: `/landlord/properties/${id}`,
    route: "/landlord/properties/:id",
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Title"), "Bright flat by the canal");
  await user.selectOptions(screen.getByLabelText("Property type"), "flat");
  await user.type(screen.getByLabelText("Bedrooms"), "2");
  await user.type(screen.getByLabelText("Address line 1"), "4 Canal Street");
  await user.type(screen.getByLabelText("Town or city"), "Leeds");
  await user.type(screen.getByLabelText("Postcode"), "LS1 4AP");
  await user.type(screen.getByLabelText("Rent (£)"), "1250");
  await user.selectOptions(screen.getByLabelText("Furnishing"), "furnished");
}

const note = () => screen.queryByRole("note", { name: "Needed before publishing" });

describe("home facts and material information in the editor", () => {
  beforeEach(() => dismissToast());

  it("says what a listing still needs before publish, and stops once it is all there", async () => {
    stubApi({});
    const user = userEvent.setup();
    openNew();
    await fillRequired(user);
    expect(note()?.textContent).toContain(
      "A published listing must show the deposit, council tax band and EPC rating",
    );
    expect(within(note()!).getByText(/does not give legal advice/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Deposit \(£\)/), "0");
    expect(note()?.textContent).toContain("must show the council tax band and EPC rating");
    await user.selectOptions(screen.getByLabelText(/^Council tax band/), "C");
    expect(note()?.textContent).toContain("must show the EPC rating (");
    await user.selectOptions(screen.getByLabelText(/^EPC rating/), "B");
    expect(note()).toBeNull();
  });

  it("publishes a new property with its facts, gas supply as yes/no/not recorded", async () => {
    const created = managedProperty({ id: "new-2" });
    const calls = stubApi({
      "POST /api/manage/properties": () => Response.json({ property: created }, { status: 201 }),
    });
    const user = userEvent.setup();
    const { router } = openNew();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Deposit \(£\)/), "1400");
    await user.selectOptions(screen.getByLabelText(/^Council tax band/), "D");
    await user.selectOptions(screen.getByLabelText(/^EPC rating/), "C");
    const gas = screen.getByLabelText("Gas supply");
    const hint = document.getElementById(gas.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Homes with no gas supply have no gas safety duty");
    await user.selectOptions(gas, "no");
    await user.type(screen.getByLabelText(/^Storeys/), "3");
    await user.type(screen.getByLabelText(/^Rooms with a fixed combustion appliance/), "1");
    await user.type(screen.getByLabelText(/^Occupiers/), "6");
    await user.type(screen.getByLabelText(/^Households/), "4");
    await user.click(screen.getByRole("button", { name: "Save and publish" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/landlord/properties/new-2"));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      published: true,
      depositAmount: 140_000,
      councilTaxBand: "D",
      epcRating: "C",
      gasSupply: false,
      storeys: 3,
      combustionApplianceRooms: 1,
      occupiers: 6,
      households: 4,
    });
  });

  it("checks the household and band rules before sending anything", async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    openNew();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Occupiers/), "2");
    await user.type(screen.getByLabelText(/^Households/), "3");
    await user.selectOptions(screen.getByLabelText(/^Council tax band/), "I");
    await user.type(screen.getByLabelText(/^Storeys/), "11");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() =>
      expect(fieldError(screen.getByLabelText(/^Households/))).toBe(
        "Households can't be more than occupiers: each household is at least one person",
      ),
    );
    expect(fieldError(screen.getByLabelText(/^Council tax band/))).toBe("Band I exists only in Wales");
    expect(fieldError(screen.getByLabelText(/^Storeys/))).toBe("Storeys must be at most 10");
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("puts the server's material-information refusal on the missing fields", async () => {
    const property = managedProperty({
      id: "p-9",
      status: "draft",
      published: false,
      epcRating: null,
      gasSupply: true,
      storeys: 2,
    });
    stubApi({
      "GET /api/manage/properties/p-9": () => ({ property }),
      "PATCH /api/manage/properties/p-9": () =>
        Response.json(
          {
            error: {
              code: "material_information_missing",
              message: "A published listing must show the EPC rating",
              fields: { epcRating: "A published listing must show the EPC rating" },
            },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    openExisting("p-9");
    const epc = await screen.findByLabelText(/^EPC rating/);
    expect((screen.getByLabelText("Gas supply") as HTMLSelectElement).value).toBe("yes");
    expect((screen.getByLabelText(/^Storeys/) as HTMLInputElement).value).toBe("2");
    expect(note()?.textContent).toContain("must show the EPC rating");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(fieldError(epc)).toBe("A published listing must show the EPC rating"));
    expect(getToast()).toMatchObject({ title: "Not saved" });
  });
});
