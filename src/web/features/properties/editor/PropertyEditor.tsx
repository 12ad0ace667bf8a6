import type { ManagedProperty } from "@shared/schemas/properties";
import { AppPage } from "@web/components/ui/page-header";
import { LeaveDialog } from "@web/components/unsaved-changes";
import { usePageTitle } from "@web/lib/use-page-title";
import { useManageBase } from "../use-manage-base";
import { AddressSection } from "./AddressSection";
import { BasicsSection } from "./BasicsSection";
import { EditorActions } from "./EditorActions";
import { EditorHeader } from "./EditorHeader";
import { FeaturesSection } from "./FeaturesSection";
import { HomeFactsSection } from "./HomeFactsSection";
import { MaterialInformationNote } from "./MaterialInformationNote";
import { PeopleSection } from "./PeopleSection";
import { PhotosSection } from "./PhotosSection";
import { RentSection } from "./RentSection";
import { SectionNav } from "./Section";
import { usePropertyEditor } from "./use-property-editor";

/** The sectioned form: new property (draft or publish at once) or an existing one. */
export function PropertyEditor({ base, property }: { base: string; property?: ManagedProperty }) {
  const { role } = useManageBase();
  usePageTitle(property ? `Edit ${property.title}` : "Add a property");
  const { form, photos, pending, busy, run, leaveGuard } = usePropertyEditor({
    base,
    property,
    requireLandlord: !property && role === "admin",
  });

  return (
    <AppPage>
      <LeaveDialog guard={leaveGuard} />
      <EditorHeader base={base} property={property} />
      <div className="grid gap-6 lg:grid-cols-[12rem_1fr]">
        <SectionNav />
        <form
          noValidate
          aria-label={property ? "Edit property" : "New property"}
          onSubmit={(e) => {
            e.preventDefault();
            void run("save");
          }}
          className="min-w-0 space-y-6"
        >
          <BasicsSection
            form={form}
            published={property?.published ?? false}
            currentStatus={property?.status}
          />
          <AddressSection form={form} />
          <RentSection form={form} />
          <HomeFactsSection form={form} />
          <FeaturesSection form={form} />
          <PeopleSection form={form} role={role} property={property} />
          <PhotosSection property={property} photos={photos} busy={busy} />
          {property?.status !== "archived" && <MaterialInformationNote form={form} />}
          <EditorActions
            property={property}
            pending={pending}
            run={run}
            isDirty={form.formState.isDirty}
            status={form.watch("status")}
          />
        </form>
      </div>
    </AppPage>
  );
}
