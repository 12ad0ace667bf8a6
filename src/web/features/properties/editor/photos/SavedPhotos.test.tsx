import type { PropertyImage } from "@shared/schemas/properties";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { beforeEach, describe, expect, it } from "vitest";
import { SavedPhotos } from "./SavedPhotos";

const image = (id: string, position: number, isCover = false): PropertyImage => ({
  id,
  position,
  isCover,
  alt: "",
  width: 1200,
  height: 800,
  urls: { "400": `/img/${id}/400.webp` },
});
const images = [image("i-1", 0, true), image("i-2", 1), image("i-3", 2)];

const photoNumbers = () =>
  within(screen.getByRole("list", { name: "Photos, in order" }))
    .getAllByRole("img")
    .map((img) => img.getAttribute("src"));

describe("the saved photos", () => {
  beforeEach(() => dismissToast());

  it("moves a photo with the arrow buttons and saves the new order at once", async () => {
    const calls = stubApi({ "PATCH /api/manage/properties/p-1/images": () => ({ images }) });
    const user = userEvent.setup();
    renderPage(<SavedPhotos propertyId="p-1" images={images} />);
    expect((screen.getByRole("button", { name: "Move photo 1 earlier" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole("button", { name: "Move photo 3 later" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // The cover has no "Make cover" button.
    expect(screen.queryByRole("button", { name: /Make cover ?\(photo 1\)/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Move photo 1 later" }));
    await waitFor(() => expect(getToast()?.title).toBe("Photo order saved"));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ order: ["i-2", "i-1", "i-3"] });
  });

  it("puts the order back when saving it fails, and drags a photo to a new place", async () => {
    let fail = true;
    const calls = stubApi({
      "PATCH /api/manage/properties/p-1/images": () =>
        fail
          ? Response.json({ error: { code: "conflict", message: "Photos changed" } }, { status: 409 })
          : { images },
    });
    const user = userEvent.setup();
    renderPage(<SavedPhotos propertyId="p-1" images={images} />);
    const before = photoNumbers();
    await user.click(screen.getByRole("button", { name: "Move photo 2 later" }));
    await waitFor(() => expect(getToast()).toMatchObject({ title: "Error", description: "Photos changed" }));
    expect(photoNumbers()).toEqual(before);

    fail = false;
    const items = within(screen.getByRole("list", { name: "Photos, in order" })).getAllByRole("listitem");
    const data = { effectAllowed: "", dropEffect: "", setData: () => {} };
    fireEvent.dragStart(items[2]!, { dataTransfer: data });
    fireEvent.dragOver(items[0]!, { dataTransfer: data });
    fireEvent.drop(items[0]!, { dataTransfer: data });
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "PATCH")[1]?.body).toEqual({ order: ["i-3", "i-1", "i-2"] });
  });

  it("makes a photo the cover, and deletes one after asking", async () => {
    const calls = stubApi({
      "PATCH /api/manage/properties/p-1/images": () => ({ images }),
      "DELETE /api/manage/properties/p-1/images/i-3": () => ({ images: images.slice(0, 2) }),
    });
    const user = userEvent.setup();
    renderPage(<SavedPhotos propertyId="p-1" images={images} />);
    await user.click(screen.getByRole("button", { name: /Make cover ?\(photo 2\)/ }));
    await waitFor(() => expect(getToast()?.title).toBe("Cover photo changed"));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ coverId: "i-2" });

    await user.click(screen.getByRole("button", { name: "Delete photo 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this photo?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete photo" }));
    await waitFor(() => expect(getToast()?.title).toBe("Photo deleted"));
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });

  it("invites photos when there are none", () => {
    stubApi({});
    renderPage(<SavedPhotos propertyId="p-1" images={[]} />);
    expect(screen.getByText(/No photos yet/)).toBeTruthy();
  });
});
