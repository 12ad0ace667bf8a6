import {
  MATERIAL_INFORMATION_SOURCE,
  materialInformationMessage,
  missingMaterialInformation,
} from "@shared/law/material-information";
import { Info } from "lucide-react";
import { type EditorForm, typedMaterialInformation } from "./editor-form";

/**
 * What a listing still needs before it can be published (material information), from what is typed
 * now, so the user learns it before pressing publish. Shown only while something is missing.
 */
export function MaterialInformationNote({ form }: { form: EditorForm }) {
  const [rentAmount, depositAmount, councilTaxBand, epcRating, type] = form.watch([
    "rentAmount",
    "depositAmount",
    "councilTaxBand",
    "epcRating",
    "type",
  ]);
  const missing = missingMaterialInformation(
    typedMaterialInformation({ rentAmount, depositAmount, councilTaxBand, epcRating, type }),
  );
  return (
    <div aria-live="polite">
      {missing.length > 0 && (
        <div
          role="note"
          aria-label="Needed before publishing"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="space-y-1">
            <p className="font-semibold">Needed before publishing</p>
            <p>{materialInformationMessage(missing)}</p>
            <p className="text-xs text-amber-900">
              Source: {MATERIAL_INFORMATION_SOURCE}. Keyhold checks these are recorded; it does not give legal
              advice.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
