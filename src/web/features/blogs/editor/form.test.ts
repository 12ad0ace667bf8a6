import { describe, expect, it } from "vitest";
import { emptyForm, type FormValues, serverFieldErrors, tagList, toFields, validate } from "./form";

const filled = (over: Partial<FormValues> = {}): FormValues => ({
  ...emptyForm,
  title: "Deposit protection explained",
  content: "## What the law says",
  ...over,
});

describe("blog editor form", () => {
  it("reads tags from the comma-separated text, dropping blanks", () => {
    expect(tagList(" deposits, tenants ,, ")).toEqual(["deposits", "tenants"]);
  });

  it("sends a trimmed slug and the tag list", () => {
    expect(toFields(filled({ slug: "  my-post ", tags: "a, b" }))).toEqual({
      title: "Deposit protection explained",
      slug: "my-post",
      excerpt: "",
      content: "## What the law says",
      tags: ["a", "b"],
    });
  });

  it("accepts a complete post and names the field of a missing title", () => {
    expect(validate(filled())).toEqual({});
    expect(Object.keys(validate(filled({ title: "" })))).toEqual(["title"]);
  });

  it("maps the server's nested field names to the form's fields, first message wins", () => {
    expect(serverFieldErrors({ "tags.1": "Too long", "tags.0": "Bad tag", slug: "Taken" })).toEqual({
      tags: "Too long",
      slug: "Taken",
    });
  });
});
