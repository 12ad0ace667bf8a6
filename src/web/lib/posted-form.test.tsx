import { HydrateWhenNear } from "@web/components/hydrate-when-near";
import { act, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrationHarness } from "../test/hydration";
import { postedFields, usePostedFormStart } from "./posted-form";
import { PostedFormContext } from "./posted-form-context";

/** Shows, once mounted, the values the form started from. */
function Probe() {
  const start = usePostedFormStart("contact", () => ({ name: "", message: "Hello" }));
  const [shown, setShown] = useState("");
  useEffect(() => setShown(JSON.stringify(start.values)), [start.values]);
  return (
    <form id={start.formId} aria-label="Probe">
      <input name="name" defaultValue={start.values.name} />
      <textarea name="message" defaultValue={start.values.message} />
      <output>{shown}</output>
    </form>
  );
}

/** A form answering a refused post: keeps its helpers for the test to read. */
let helpers: ReturnType<typeof postedFields<{ name: string; message: string }>> | undefined;
function Refused() {
  const start = usePostedFormStart("contact", () => ({ name: "", message: "" }));
  helpers = postedFields(start, ((name: string) => ({ name })) as never, {}, 0);
  return <output>{JSON.stringify(start.values)}</output>;
}

const h = hydrationHarness();

describe("public forms' start", () => {
  it("a form hydrated late starts from what was typed into the server's HTML", async () => {
    const tree = (
      <HydrateWhenNear fallback={null}>
        <Probe />
      </HydrateWhenNear>
    );
    h.container.innerHTML = renderToString(tree);
    await act(async () => {
      hydrateRoot(h.container, tree);
    });
    h.container.querySelector("input")!.value = "Typed early";
    await act(async () => {
      h.near();
    });
    expect(JSON.parse(h.container.querySelector("output")!.textContent!)).toEqual({
      name: "Typed early",
      message: "Hello",
    });
    expect(h.container.querySelector("input")!.value).toBe("Typed early");
  });

  it("a refused post: its values, each field's reason, and focus on the first refused field", () => {
    const posted = {
      form: "contact" as const,
      values: { name: "Al", message: "Hi", extra: "ignored" },
      fields: { message: "Message must be at least 10 characters" },
    };
    const html = renderToString(
      <PostedFormContext value={posted}>
        <Refused />
      </PostedFormContext>,
    );
    expect(html).toContain(JSON.stringify({ name: "Al", message: "Hi" }).replace(/"/g, "&quot;"));
    expect(helpers!.errorOf("message")).toBe("Message must be at least 10 characters");
    expect(helpers!.errorOf("name")).toBeUndefined();
    expect(helpers!.field("message")).toMatchObject({ defaultValue: "Hi", autoFocus: true });
    expect(helpers!.field("name")).not.toHaveProperty("autoFocus");
    expect(helpers!.refusalFocus).toEqual({});
  });
});
