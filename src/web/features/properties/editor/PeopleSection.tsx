import type { ManagedProperty } from "@shared/schemas/properties";
import { UserRound } from "lucide-react";
import { Controller } from "react-hook-form";
import type { EditorForm } from "./editor-form";
import { PersonPicker } from "./PersonPicker";
import { Section } from "./Section";

/** Admins choose the landlord; landlords and admins choose the agent; others see who they are. */
export function PeopleSection({
  form,
  role,
  property,
}: {
  form: EditorForm;
  role: string | undefined;
  property?: ManagedProperty;
}) {
  const {
    control,
    formState: { errors },
  } = form;
  const canAssignAgent = role === "landlord" || role === "admin";
  return (
    <Section
      id="people"
      title="Landlord and agent"
      description={
        canAssignAgent
          ? "The agent manages the property with you and answers its enquiries."
          : "Who owns and manages this property."
      }
    >
      {role === "admin" ? (
        <Controller
          control={control}
          name="landlord"
          render={({ field }) => (
            <PersonPicker
              kind="landlords"
              label="Landlord"
              value={field.value}
              onChange={field.onChange}
              error={errors.landlord?.message}
            />
          )}
        />
      ) : (
        property && role !== "landlord" && <ReadOnlyPerson label="Landlord" person={property.landlord} />
      )}
      {canAssignAgent ? (
        <Controller
          control={control}
          name="agent"
          render={({ field }) => (
            <PersonPicker
              kind="agents"
              label="Letting agent"
              optional
              hint={
                role === "landlord"
                  ? "Agents of the agencies you engage; the home is then managed by that agent's agency. To work with a new agency, engage it on your Agents page. Leave empty to manage it yourself."
                  : "Search by name or e-mail. Leave empty to manage it yourself."
              }
              value={field.value}
              onChange={field.onChange}
              error={errors.agent?.message}
            />
          )}
        />
      ) : (
        property && <ReadOnlyPerson label="Letting agent" person={property.agent} />
      )}
    </Section>
  );
}

function ReadOnlyPerson({
  label,
  person,
}: {
  label: string;
  person: { name: string; email: string } | null;
}) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <UserRound className="size-4 text-slate-500" aria-hidden="true" />
        {person ? `${person.name} (${person.email})` : "None"}
      </p>
    </div>
  );
}
