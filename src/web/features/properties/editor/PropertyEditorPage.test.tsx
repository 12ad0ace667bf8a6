import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, fieldError, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import { managedProperty } from "./editor.factories";
import PropertyEditorPage from "./PropertyEditorPage";

const route = "/landlord/properties/:id";

function openNew() {
  return renderPage(asUser(signedInUser("landlord"), <PropertyEditorPage />), {
    path: "/landlord/properties/new",
    route: "/landlord/properties/new",
  });
}

function openExisting(id: string) {
  return renderPage(asUser(signedInUser("landlord"), <PropertyEditorPage />), {
    path: `/landlord/properties/${id}`,
    route,
  });
}

/** Fills every required field of a new property with valid values. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, rent: string) {
  await user.type(screen.getByLabelText("Title"), "Bright flat by the canal");
  await user.selectOptions(screen.getByLabelText("Property type"), "flat");
  await user.type(screen.getByLabelText("Bedrooms"), "2");
  await user.type(screen.getByLabelText("Address line 1"), "4 Canal Street");
  await user.type(screen.getByLabelText("Town or city"), "Leeds");
  await user.type(screen.getByLabelText("Postcode"), "LS1 4AP");
  await user.type(screen.getByLabelText("Rent (£)"), rent);
  await user.selectOptions(screen.getByLabelText("Furnishing"), "furnished");
}

describe("property editor", () => {
  // The toast store is module state: start each test without the previous one\'s toast.
  beforeEach(() => dismissToast());

  it("shows the shared validation messages and sends nothing when the form is incomplete", async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    openNew();
    await user.type(screen.getByLabelText("Postcode"), "NOPE 123");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() => expect(fieldError(screen.getByLabelText("Title"))).not.toBeNull());
    expect(fieldError(screen.getByLabelText("Title"))).toBe("The title must be at least 5 characters");
    expect(fieldError(screen.getByLabelText("Property type"))).toBe("Please choose a property type");
    expect(fieldError(screen.getByLabelText("Rent (£)"))).toBe("Please enter the rent");
    expect(fieldError(screen.getByLabelText("Postcode"))).toBe(
      "Please enter a valid UK postcode, e.g. SW1A 1AA",
    );
    expect(getToast()).toMatchObject({
      title: "Not saved",
      description: "Some fields need your attention. They are marked below.",
    });
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("refuses a rent that is not an amount in pounds", async () => {
    stubApi({});
    const user = userEvent.setup();
    openNew();
    await fillRequired(user, "12.345");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    // Not an amount (three decimals): the number rule names the field; nothing else is wrong.
    await waitFor(() => expect(fieldError(screen.getByLabelText("Rent (£)"))).toBe("Please enter the rent"));
    expect(fieldError(screen.getByLabelText("Title"))).toBeNull();
    expect(fieldError(screen.getByLabelText("Postcode"))).toBeNull();
  });

  it("creates a draft with the rent and deposit in pence, then opens it", async () => {
    const created = managedProperty({ id: "new-1", status: "draft", published: false });
    const calls = stubApi({
      "POST /api/manage/properties": () => Response.json({ property: created }, { status: 201 }),
    });
    const user = userEvent.setup();
    const { router } = openNew();
    await fillRequired(user, "1,250.50");
    await user.type(screen.getByLabelText(/^Deposit \(£\)/), "£1440");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/landlord/properties/new-1"));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.path).toBe("/api/manage/properties");
    expect(post?.body).toMatchObject({
      title: "Bright flat by the canal",
      type: "flat",
      status: "draft",
      published: false,
      bedrooms: 2,
      bathrooms: 1,
      addressLine1: "4 Canal Street",
      city: "Leeds",
      postcode: "LS1 4AP",
      rentAmount: 125_050,
      rentPeriod: "month",
      depositAmount: 144_000,
      furnished: "furnished",
      sizeSqm: null,
      availableFrom: null,
      agentId: null,
    });
    expect(getToast()).toMatchObject({ title: "Property saved as a draft" });
  });

  it("sends only the fields that changed", async () => {
    const property = managedProperty({ id: "p-2" });
    const calls = stubApi({
      "GET /api/manage/properties/p-2": () => ({ property }),
      "PATCH /api/manage/properties/p-2": () => ({
        property: { ...property, bedrooms: 3, rentAmount: 99_900 },
      }),
    });
    const user = userEvent.setup();
    openExisting("p-2");
    const bedrooms = await screen.findByLabelText("Bedrooms");
    await user.clear(bedrooms);
    await user.type(bedrooms, "3");
    const rent = screen.getByLabelText("Rent (£)");
    expect((rent as HTMLInputElement).value).toBe("1250.50");
    await user.clear(rent);
    await user.type(rent, "999");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(getToast()).toMatchObject({ title: "Changes saved" }));
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([
      {
        method: "PATCH",
        path: "/api/manage/properties/p-2",
        body: { bedrooms: 3, rentAmount: 99_900 },
      },
    ]);
  });

  it("says so and sends nothing when nothing changed", async () => {
    const property = managedProperty({ id: "p-3" });
    const calls = stubApi({ "GET /api/manage/properties/p-3": () => ({ property }) });
    const user = userEvent.setup();
    openExisting("p-3");
    await user.click(await screen.findByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(getToast()).toMatchObject({ title: "Nothing to save" }));
    expect(calls.map((c) => c.method)).toEqual(["GET"]);
  });

  it("shows the server's field errors on their fields", async () => {
    const property = managedProperty({ id: "p-4" });
    stubApi({
      "GET /api/manage/properties/p-4": () => ({ property }),
      "PATCH /api/manage/properties/p-4": () =>
        Response.json(
          {
            error: {
              code: "validation_error",
              message: "Check the highlighted fields",
              fields: { title: "A listing with this title already exists" },
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    openExisting("p-4");
    const title = await screen.findByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Garden flat, renamed");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(fieldError(title)).toBe("A listing with this title already exists"));
    expect(getToast()).toMatchObject({
      title: "Not saved",
      description: "Please fix the highlighted fields.",
    });
  });
});
