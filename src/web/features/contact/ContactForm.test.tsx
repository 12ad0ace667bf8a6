import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { ContactForm } from "./ContactForm";

type Routes = Parameters<typeof stubApi>[0];

function renderForm(routes: Routes, topic?: "early_access") {
  const calls = stubApi(routes);
  renderPage(<ContactForm initialTopic={topic} />, { path: "/contact" });
  return calls;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Priya Shah");
  await user.type(screen.getByLabelText("E-mail"), "Priya@Example.com");
  await user.type(screen.getByLabelText("Message"), "Do you manage flats in Leeds?");
}

const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === "POST");

describe("contact form", () => {
  it("checks the fields before sending anything", async () => {
    const user = userEvent.setup();
    const calls = renderForm({});
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please enter your name")).toBeTruthy();
    expect(screen.getByText("Please enter a valid e-mail address")).toBeTruthy();
    expect(screen.getByText("Message must be at least 10 characters")).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it("sends the cleaned message and thanks the sender", async () => {
    const user = userEvent.setup();
    const calls = renderForm({ "POST /api/contact": () => ({ ok: true, waitlisted: false }) });
    await fillIn(user);
    await user.selectOptions(screen.getByLabelText("Topic"), "landlord");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you, your message has been sent")).toBeTruthy();
    expect(posts(calls).map((c) => [c.path, c.body])).toEqual([
      [
        "/api/contact",
        {
          name: "Priya Shah",
          email: "priya@example.com",
          topic: "landlord",
          message: "Do you manage flats in Leeds?",
          website: "",
        },
      ],
    ]);
  });

  it("tells an early-access sender they are on the list", async () => {
    const user = userEvent.setup();
    const calls = renderForm({ "POST /api/contact": () => ({ ok: true, waitlisted: true }) }, "early_access");
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("You're on the early-access list")).toBeTruthy();
    expect(posts(calls)[0]?.body).toMatchObject({ topic: "early_access" });
  });

  it("puts the server's field error on its field", async () => {
    const user = userEvent.setup();
    renderForm({
      "POST /api/contact": () =>
        Response.json(
          {
            error: {
              code: "validation_error",
              message: "Please check the form",
              fields: { email: "This e-mail domain does not accept mail" },
            },
          },
          { status: 400 },
        ),
    });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("This e-mail domain does not accept mail")).toBeTruthy();
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows any other server error above the button", async () => {
    const user = userEvent.setup();
    renderForm({
      "POST /api/contact": () =>
        Response.json(
          { error: { code: "rate_limited", message: "Too many messages. Please try again later." } },
          { status: 429 },
        ),
    });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many messages. Please try again later.");
  });
});
