import { cn } from "@web/lib/utils";
import type { SearchOption } from "./search-api";

const kinds = ["Properties", "Tenants", "Tickets"] as const;

/** The search box's popup: its options by kind (the active one highlighted), or its status. */
export function SearchResults({
  listId,
  options,
  active,
  onActive,
  onPick,
  ticketStatus,
  showList,
  status,
}: {
  listId: string;
  options: SearchOption[];
  active: number;
  onActive: (i: number) => void;
  onPick: (o: SearchOption) => void;
  ticketStatus: Map<string, string>;
  showList: boolean;
  status: string;
}) {
  return (
    <div
      className={cn(
        "absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg",
        !showList && "hidden",
      )}
    >
      <div id={listId} role="listbox" aria-label="Search results">
        {kinds.map((kind) => {
          const inKind = options.filter((o) => o.kind === kind);
          if (!inKind.length) return null;
          return (
            <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
              <div
                id={`${listId}-${kind}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {kind}
              </div>
              {inKind.map((o) => {
                const i = options.indexOf(o);
                return (
                  <ResultOption
                    key={o.id}
                    id={`${listId}-${o.id}`}
                    option={o}
                    detail={o.detail || ticketStatus.get(o.id)}
                    selected={i === active}
                    onPick={() => onPick(o)}
                    onHover={() => onActive(i)}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
      {options.length === 0 && <p className="px-3 py-2 text-sm text-slate-700">{status}</p>}
    </div>
  );
}

function ResultOption({
  id,
  option: o,
  detail,
  selected,
  onPick,
  onHover,
}: {
  id: string;
  option: SearchOption;
  detail: string | undefined;
  selected: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  return (
    <div
      id={id}
      tabIndex={-1}
      role="option"
      aria-selected={selected}
      // Picked on mouse down, before the input's blur closes the list.
      onMouseDown={(e) => {
        e.preventDefault();
        onPick();
      }}
      onMouseMove={onHover}
      className={cn(
        "cursor-pointer rounded-lg px-3 py-2 text-sm",
        selected ? "bg-brand-50 text-brand-900" : "text-slate-800",
      )}
    >
      <span className="block font-medium break-words">{o.label}</span>
      {detail && <span className="block text-xs break-words text-slate-600">{detail}</span>}
    </div>
  );
}
